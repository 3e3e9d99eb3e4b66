// GET /api/protected/activity/purchases/{page}/{perPage}: purchases the business recorded, newest first.
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';

export const GET = routeHandler(portalApi.ledger.purchaseActivity, {
  handler: ({ api, params }) => api.call(loyaltyApi.activity.purchases, { query: params }),
});
