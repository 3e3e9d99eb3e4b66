// POST /api/protected/webpush/delete `{ token }`: removes one of the member's push subscriptions.
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';
import { pagesApiRoute } from '@/server/pages-api';

export const POST = routeHandler(portalApi.webPush.delete, {
  handler: ({ api, body }) => api.call(loyaltyApi.push.unregister, { body }),
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ POST });
