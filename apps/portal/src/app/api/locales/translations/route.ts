// GET /api/locales/translations: every offered locale's texts, cached per business.
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { businessDataCache } from '@/server/cache-policies';
import { routeHandler } from '@/server/route-handler';

export const GET = routeHandler(portalApi.business.translations, {
  cache: businessDataCache,
  handler: ({ api }) => api.call(loyaltyApi.locales.translations),
});
