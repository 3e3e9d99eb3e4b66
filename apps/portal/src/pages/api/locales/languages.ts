// GET /api/locales/languages: the languages the business offers (language switcher).
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { businessDataCache } from '@/server/cache-policies';
import { routeHandler } from '@/server/route-handler';
import { pagesApiRoute } from '@/server/pages-api';

export const GET = routeHandler(portalApi.business.languages, {
  cache: businessDataCache,
  handler: ({ api }) => api.call(loyaltyApi.locales.languages),
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ GET });
