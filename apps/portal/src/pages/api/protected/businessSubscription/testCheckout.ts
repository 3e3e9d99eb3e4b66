// POST /api/protected/businessSubscription/testCheckout `{ subscriptionId, outcome }`: the simulated checkout.
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';
import { pagesApiRoute } from '@/server/pages-api';

export const POST = routeHandler(portalApi.subscriptions.testCheckout, {
  handler: ({ api, body }) => api.call(loyaltyApi.subscriptions.testCheckout, { body }),
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ POST });
