// POST /api/protected/member/submitFeedBack: `{ data: { email, subject, message } }`, answers `{ sent }`.
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';
import { pagesApiRoute } from '@/server/pages-api';

export const POST = routeHandler(portalApi.member.submitFeedback, {
  handler: ({ api, body }) => api.call(loyaltyApi.feedback.submit, { body }),
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ POST });
