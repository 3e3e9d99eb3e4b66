// GET /api/location?locationId=: one location of the business (404 for another business's location).
import { locationQuerySchema, locationSchema } from '@loyalty/contract';
import { businessDataCache } from '@/server/cache-policies';
import { routeHandler } from '@/server/route-handler';

export const GET = routeHandler({
  query: locationQuerySchema,
  cache: businessDataCache,
  handler: ({ api, query }) =>
    api.get(`/v1/locations/${encodeURIComponent(query.locationId)}`, { schema: locationSchema }),
});
