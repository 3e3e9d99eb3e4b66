// GET /api/protected/member/sessions: the member's signed-in devices, this one marked.
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';
import { pagesApiRoute } from '@/server/pages-api';

export const GET = routeHandler(portalApi.member.sessions, {
  handler: ({ api }) => api.call(loyaltyApi.session.list),
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ GET });
