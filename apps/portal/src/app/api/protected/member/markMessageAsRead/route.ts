// PUT /api/protected/member/markMessageAsRead `{ keyList }`: marks the member's own messages read, `{ updated }`.
import { markMessagesReadResultSchema, markMessagesReadSchema } from '@loyalty/contract';
import { readResponse } from '@/server/loyalty-client';
import { routeHandler } from '@/server/route-handler';

export const PUT = routeHandler({
  member: true,
  body: markMessagesReadSchema,
  handler: async ({ api, body }) =>
    readResponse(
      await api.put('/v1/member/messages/read', { member: true, body }),
      markMessagesReadResultSchema,
      '/v1/member/messages/read',
    ),
});
