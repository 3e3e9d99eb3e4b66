// POST /api/protected/member/sessions/{sessionId}/revoke: sign one of the member's devices out.
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';
import { pagesApiRoute } from '@/server/pages-api';

export const POST = routeHandler(portalApi.member.revokeSession, {
  handler: ({ api, params }) => api.call(loyaltyApi.session.revoke, { params }),
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ POST });
