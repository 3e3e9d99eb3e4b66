// GET /api/protected/member/memberMessage?limit&offset&tag: a page of the member's messages, newest first.
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';

export const GET = routeHandler(portalApi.inbox.messages, {
  handler: ({ api, query }) => api.call(loyaltyApi.messages.list, { query }),
});
