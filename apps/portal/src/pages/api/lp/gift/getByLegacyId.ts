// GET /api/lp/gift/getByLegacyId?id=&lang=: a landing page by the id it had in a previous system.
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';
import { pagesApiRoute } from '@/server/pages-api';

export const GET = routeHandler(portalApi.landing.byLegacyId, {
  cache: { scope: 'public', maxAge: 60 },
  handler: ({ api, query }) =>
    api.call(loyaltyApi.landing.getByLegacyId, {
      params: { legacyId: query.id },
      query: { lang: query.lang },
      cacheSeconds: 60,
    }),
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ GET });
