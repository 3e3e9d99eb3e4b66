// GET /api/locales/{locale}/translation: one locale's texts merged over en_US, cached per business.
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { businessDataCache } from '@/server/cache-policies';
import { routeHandler } from '@/server/route-handler';
import { pagesApiRoute } from '@/server/pages-api';

export const GET = routeHandler(portalApi.business.translation, {
  cache: businessDataCache,
  handler: ({ api, params }) => api.call(loyaltyApi.locales.translation, { params }),
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ GET });
