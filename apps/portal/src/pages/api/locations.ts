// GET /api/locations: the business's shops and branches.
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { businessDataCache } from '@/server/cache-policies';
import { routeHandler } from '@/server/route-handler';
import { pagesApiRoute } from '@/server/pages-api';

export const GET = routeHandler(portalApi.business.locations, {
  cache: businessDataCache,
  handler: ({ api }) => api.call(loyaltyApi.locations.list),
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ GET });
