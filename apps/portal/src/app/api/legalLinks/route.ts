// GET /api/legalLinks: the business's privacy policy, terms and loyalty terms (configuration legalLinks).
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { businessDataCache } from '@/server/cache-policies';
import { routeHandler } from '@/server/route-handler';

export const GET = routeHandler(portalApi.business.legalLinks, {
  cache: businessDataCache,
  handler: async ({ api }) => (await api.call(loyaltyApi.configuration.get))?.legalLinks ?? null,
});
