// What other features may use of the gift feature.
export { giftsAnswer, useGetGiftsQuery } from './api/get-gifts';
