// GET /api/navigation/items: the business's side-drawer menu entries.
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { businessDataCache } from '@/server/cache-policies';
import { routeHandler } from '@/server/route-handler';
import { pagesApiRoute } from '@/server/pages-api';

export const GET = routeHandler(portalApi.business.navigationItems, {
  cache: businessDataCache,
  handler: ({ api }) => api.call(loyaltyApi.navigation.items),
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ GET });
