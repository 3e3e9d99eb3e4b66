// What other features may use of the gift feature.
export { useGetGiftsQuery } from './api/get-gifts';
