import type { Shop, ShopItems } from '@loyalty/contract';
import { baseApi } from '@/store/base-api';
import { pathOf } from '@loyalty/contract/portal-paths/public';
import { memberPortalPaths } from '@loyalty/contract/portal-paths/member';

/** GET /api/protected/points/shop/{shop}: the active items of the points or reward shop. */
export const getShopItemsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getShopItems: build.query<ShopItems, Shop>({
      extraOptions: { ownErrorMessage: true },
      query: (shop) => pathOf(memberPortalPaths.shopItems, { shop }),
      providesTags: ['ShopItems'],
    }),
  }),
});

export const { useGetShopItemsQuery } = getShopItemsApi;

/** Puts a shop's items, read by the server for the page, in the cache (`useServerAnswer`). */
export const shopItemsAnswer = (shop: Shop, items: ShopItems) =>
  getShopItemsApi.util.upsertQueryEntries([{ endpointName: 'getShopItems', arg: shop, value: items }]);
