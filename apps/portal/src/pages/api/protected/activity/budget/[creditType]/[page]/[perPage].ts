// GET /api/protected/activity/budget/{creditType}/{page}/{perPage}: credit or points entries, newest first.
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';
import { pagesApiRoute } from '@/server/pages-api';

export const GET = routeHandler(portalApi.ledger.budgetActivity, {
  handler: ({ api, params: { creditType, page, perPage } }) =>
    api.call(loyaltyApi.activity.budget, { params: { creditType }, query: { page, perPage } }),
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ GET });
