// GET /api/locales/translations: every offered locale's texts, cached per business.
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { businessDataCache } from '@/server/cache-policies';
import { routeHandler } from '@/server/route-handler';
import { pagesApiRoute } from '@/server/pages-api';

export const GET = routeHandler(portalApi.business.translations, {
  cache: businessDataCache,
  handler: ({ api }) => api.call(loyaltyApi.locales.translations),
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ GET });
