// POST /api/protected/webpush/delete `{ token }`: removes one of the member's push subscriptions.
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';

export const POST = routeHandler(portalApi.webPush.delete, {
  handler: ({ api, body }) => api.call(loyaltyApi.push.unregister, { body }),
});
