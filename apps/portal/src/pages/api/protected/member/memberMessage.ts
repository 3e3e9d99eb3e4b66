// GET /api/protected/member/memberMessage?limit&offset&tag: a page of the member's messages, newest first.
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';
import { pagesApiRoute } from '@/server/pages-api';

export const GET = routeHandler(portalApi.inbox.messages, {
  handler: ({ api, query }) => api.call(loyaltyApi.messages.list, { query }),
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ GET });
