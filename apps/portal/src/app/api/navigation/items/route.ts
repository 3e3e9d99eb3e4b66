// GET /api/navigation/items: the business's side-drawer menu entries.
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { businessDataCache } from '@/server/cache-policies';
import { routeHandler } from '@/server/route-handler';

export const GET = routeHandler(portalApi.business.navigationItems, {
  cache: businessDataCache,
  handler: ({ api }) => api.call(loyaltyApi.navigation.items),
});
