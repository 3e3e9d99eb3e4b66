// GET /api/locales/languages: the languages the business offers (language switcher).
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { businessDataCache } from '@/server/cache-policies';
import { routeHandler } from '@/server/route-handler';

export const GET = routeHandler(portalApi.business.languages, {
  cache: businessDataCache,
  handler: ({ api }) => api.call(loyaltyApi.locales.languages),
});
