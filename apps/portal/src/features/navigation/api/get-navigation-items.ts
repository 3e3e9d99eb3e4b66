import type { NavigationItem } from '@loyalty/contract';
import { publicPortalPaths } from '@loyalty/contract/portal-paths/public';
import { usePortalQuery, type PortalQueryOptions } from '@/store/portal-query';

/** GET /api/navigation/items: the side-drawer menu entries. */
export const NAVIGATION_ITEMS = publicPortalPaths.navigationItems;

export function useGetNavigationItemsQuery(options?: PortalQueryOptions) {
  return usePortalQuery<NavigationItem[]>(NAVIGATION_ITEMS, options);
}
