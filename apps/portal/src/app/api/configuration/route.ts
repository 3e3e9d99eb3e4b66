// GET /api/configuration: the business configuration (SPEC.md section 3), cached per business.
import { businessConfigurationSchema } from '@loyalty/contract';
import { businessDataCache } from '@/server/cache-policies';
import { routeHandler } from '@/server/route-handler';

export const GET = routeHandler({
  cache: businessDataCache,
  handler: ({ api }) => api.get('/v1/configuration', { schema: businessConfigurationSchema }),
});
