// POST /api/protected/member/submitFeedBack: `{ data: { email, subject, message } }`, answers `{ sent }`.
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';

export const POST = routeHandler(portalApi.member.submitFeedback, {
  handler: ({ api, body }) => api.call(loyaltyApi.feedback.submit, { body }),
});
