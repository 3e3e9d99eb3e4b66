// GET /api/location?locationId=: one location of the business (404 for another business's location).
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { businessDataCache } from '@/server/cache-policies';
import { routeHandler } from '@/server/route-handler';
import { pagesApiRoute } from '@/server/pages-api';

export const GET = routeHandler(portalApi.business.location, {
  cache: businessDataCache,
  handler: ({ api, query }) => api.call(loyaltyApi.locations.get, { params: query }),
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ GET });
