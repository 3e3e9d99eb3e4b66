import type { NavigationItem } from '@loyalty/contract';
import { publicPortalPaths } from '@loyalty/contract/portal-paths/public';
import { usePortalQuery } from '@/store/portal-query';

/** GET /api/navigation/items: the side-drawer menu entries. */
export const NAVIGATION_ITEMS = publicPortalPaths.navigationItems;

export function useGetNavigationItemsQuery() {
  return usePortalQuery<NavigationItem[]>(NAVIGATION_ITEMS);
}
