// POST /api/protected/businessSubscription/testCheckout `{ subscriptionId, outcome }`: the simulated checkout.
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';

export const POST = routeHandler(portalApi.subscriptions.testCheckout, {
  handler: ({ api, body }) => api.call(loyaltyApi.subscriptions.testCheckout, { body }),
});
