// What other features may use of the gift feature.
export { getGiftsApi, useGetGiftsQuery } from './api/get-gifts';
