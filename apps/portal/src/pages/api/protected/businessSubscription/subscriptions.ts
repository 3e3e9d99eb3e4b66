// GET /api/protected/businessSubscription/subscriptions: the plans on sale and the member's subscriptions.
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';
import { pagesApiRoute } from '@/server/pages-api';

export const GET = routeHandler(portalApi.subscriptions.list, {
  handler: ({ api, query }) => api.call(loyaltyApi.subscriptions.list, { query: { lang: query.lang } }),
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ GET });
