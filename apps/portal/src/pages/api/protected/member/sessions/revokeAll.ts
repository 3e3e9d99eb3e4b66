// POST /api/protected/member/sessions/revokeAll: sign out everywhere, this device too.
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';
import { pagesApiRoute } from '@/server/pages-api';

export const POST = routeHandler(portalApi.member.revokeAllSessions, {
  handler: ({ api }) => api.call(loyaltyApi.session.revokeAll),
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ POST });
