// GET /api/locales/translations: every offered locale's texts, cached per business.
import { translationsSchema } from '@loyalty/contract';
import { businessDataCache } from '@/server/cache-policies';
import { routeHandler } from '@/server/route-handler';

export const GET = routeHandler({
  cache: businessDataCache,
  handler: ({ api }) => api.get('/v1/locales/translations', { schema: translationsSchema }),
});
