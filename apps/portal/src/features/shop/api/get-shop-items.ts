import type { Shop, ShopItems } from '@loyalty/contract';
import { baseApi } from '@/store/base-api';
import { pathOf, portalPaths } from '@loyalty/contract/portal-paths';

/** GET /api/protected/points/shop/{shop}: the active items of the points or reward shop. */
export const getShopItemsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getShopItems: build.query<ShopItems, Shop>({
      extraOptions: { ownErrorMessage: true },
      query: (shop) => pathOf(portalPaths.shopItems, { shop }),
      providesTags: ['ShopItems'],
    }),
  }),
});

export const { useGetShopItemsQuery } = getShopItemsApi;
