// What other features may use of the shop feature.
export { shopItemsAnswer, useGetShopItemsQuery } from './api/get-shop-items';
export { amountLabel, balanceHundredths } from './price';
