import type { NavigationItem } from '@loyalty/contract';
import { portalPaths } from '@loyalty/contract/portal-paths';
import { usePortalQuery } from '@/store/portal-query';

/** GET /api/navigation/items: the side-drawer menu entries. */
export const NAVIGATION_ITEMS = portalPaths.navigationItems;

export function useGetNavigationItemsQuery() {
  return usePortalQuery<NavigationItem[]>(NAVIGATION_ITEMS);
}
