// GET /api/legalLinks: the business's privacy policy, terms and loyalty terms (configuration legalLinks).
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { businessDataCache } from '@/server/cache-policies';
import { routeHandler } from '@/server/route-handler';
import { pagesApiRoute } from '@/server/pages-api';

export const GET = routeHandler(portalApi.business.legalLinks, {
  cache: businessDataCache,
  handler: async ({ api }) => (await api.call(loyaltyApi.configuration.get))?.legalLinks ?? null,
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ GET });
