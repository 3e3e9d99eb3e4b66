// GET /api/protected/member/memberMessage?limit&offset&tag: a page of the member's messages, newest first.
import { memberMessagesQuerySchema, memberMessagesSchema } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';

export const GET = routeHandler({
  member: true,
  query: memberMessagesQuerySchema,
  handler: ({ api, query }) =>
    api.get('/v1/member/messages', { member: true, query, schema: memberMessagesSchema }),
});
