// POST /api/protected/businessSubscription/cancel `{ subscriptionId }`: cancel at the end of the paid period.
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';
import { pagesApiRoute } from '@/server/pages-api';

export const POST = routeHandler(portalApi.subscriptions.cancel, {
  handler: ({ api, body }) => api.call(loyaltyApi.subscriptions.cancel, { body }),
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ POST });
