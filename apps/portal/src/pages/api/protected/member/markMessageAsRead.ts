// PUT /api/protected/member/markMessageAsRead `{ keyList }`: marks the member's own messages read, `{ updated }`.
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';
import { pagesApiRoute } from '@/server/pages-api';

export const PUT = routeHandler(portalApi.inbox.markRead, {
  handler: ({ api, body }) => api.call(loyaltyApi.messages.markRead, { body }),
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ PUT });
