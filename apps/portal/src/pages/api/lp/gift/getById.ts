// GET /api/lp/gift/getById?id=&lang=: a landing page of the business, for anonymous visitors.
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';
import { pagesApiRoute } from '@/server/pages-api';

export const GET = routeHandler(portalApi.landing.byId, {
  // A page's window opens and closes: a minute of caching, not the business data's ten.
  cache: { scope: 'public', maxAge: 60 },
  handler: ({ api, query }) =>
    api.call(loyaltyApi.landing.get, {
      params: { landingPageId: query.id },
      query: { lang: query.lang },
      cacheSeconds: 60,
    }),
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ GET });
