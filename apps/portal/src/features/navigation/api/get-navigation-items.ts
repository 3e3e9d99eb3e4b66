import type { NavigationItem } from '@loyalty/contract';
import { baseApi } from '@/store/base-api';
import { portalPaths } from '@loyalty/contract/portal-paths';

/** GET /api/navigation/items: the side-drawer menu entries. */
export const getNavigationItemsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNavigationItems: build.query<NavigationItem[], void>({ query: () => portalPaths.navigationItems }),
  }),
});

export const { useGetNavigationItemsQuery } = getNavigationItemsApi;
