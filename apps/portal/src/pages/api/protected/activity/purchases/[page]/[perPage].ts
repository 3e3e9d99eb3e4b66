// GET /api/protected/activity/purchases/{page}/{perPage}: purchases the business recorded, newest first.
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';
import { pagesApiRoute } from '@/server/pages-api';

export const GET = routeHandler(portalApi.ledger.purchaseActivity, {
  handler: ({ api, params }) => api.call(loyaltyApi.activity.purchases, { query: params }),
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ GET });
