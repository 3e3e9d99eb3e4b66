import type { Shop, ShopItems } from '@loyalty/contract';
import { baseApi } from '@/store/base-api';

/** GET /api/protected/points/shop/{shop}: the active items of the points or reward shop. */
export const getShopItemsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getShopItems: build.query<ShopItems, Shop>({
      query: (shop) => `/protected/points/shop/${shop}`,
      providesTags: ['ShopItems'],
    }),
  }),
});

export const { useGetShopItemsQuery } = getShopItemsApi;
