// GET /api/legalLinks: the business's privacy policy, terms and loyalty terms (configuration legalLinks).
import { businessConfigurationSchema } from '@loyalty/contract';
import { businessDataCache } from '@/server/cache-policies';
import { routeHandler } from '@/server/route-handler';

export const GET = routeHandler({
  cache: businessDataCache,
  handler: async ({ api }) =>
    (await api.get('/v1/configuration', { schema: businessConfigurationSchema }))?.legalLinks ?? null,
});
