// GET /api/locales/languages: the languages the business offers (language switcher).
import { languagesSchema } from '@loyalty/contract';
import { businessDataCache } from '@/server/cache-policies';
import { routeHandler } from '@/server/route-handler';

export const GET = routeHandler({
  cache: businessDataCache,
  handler: ({ api }) => api.get('/v1/locales/languages', { schema: languagesSchema }),
});
