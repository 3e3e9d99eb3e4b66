// POST /api/protected/webpush/add `{ token, deviceId }`: registers this device's push subscription for the member.
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';
import { pagesApiRoute } from '@/server/pages-api';

export const POST = routeHandler(portalApi.webPush.add, {
  handler: ({ api, body }) => api.call(loyaltyApi.push.register, { body }),
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ POST });
