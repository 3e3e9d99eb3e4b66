import type { NavigationItem } from '@loyalty/contract';
import { baseApi } from '@/store/base-api';

/** GET /api/navigation/items: the side-drawer menu entries. */
export const getNavigationItemsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNavigationItems: build.query<NavigationItem[], void>({ query: () => '/navigation/items' }),
  }),
});

export const { useGetNavigationItemsQuery } = getNavigationItemsApi;
