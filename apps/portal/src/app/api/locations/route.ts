// GET /api/locations: the business's shops and branches.
import { locationsSchema } from '@loyalty/contract';
import { businessDataCache } from '@/server/cache-policies';
import { routeHandler } from '@/server/route-handler';

export const GET = routeHandler({
  cache: businessDataCache,
  handler: ({ api }) => api.get('/v1/locations', { schema: locationsSchema }),
});
