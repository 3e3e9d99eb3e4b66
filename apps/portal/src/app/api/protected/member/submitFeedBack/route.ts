// POST /api/protected/member/submitFeedBack: `{ data: { email, subject, message } }`, answers `{ sent }`.
import { feedbackRequestSchema, feedbackResultSchema } from '@loyalty/contract';
import { readResponse } from '@/server/loyalty-client';
import { routeHandler } from '@/server/route-handler';

export const POST = routeHandler({
  member: true,
  body: feedbackRequestSchema,
  handler: async ({ api, body }) =>
    readResponse(
      await api.post('/v1/member/feedback', { member: true, body }),
      feedbackResultSchema,
      '/v1/member/feedback',
    ),
});
