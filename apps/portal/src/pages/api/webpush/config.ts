// GET /api/webpush/config: the VAPID public key that the browser subscribes to push with.
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { businessDataCache } from '@/server/cache-policies';
import { routeHandler } from '@/server/route-handler';
import { pagesApiRoute } from '@/server/pages-api';

export const GET = routeHandler(portalApi.webPush.config, {
  cache: businessDataCache,
  handler: ({ api }) => api.call(loyaltyApi.push.config),
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ GET });
