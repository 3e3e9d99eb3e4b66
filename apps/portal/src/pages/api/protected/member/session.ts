// GET /api/protected/member/session: the signed-in member's session, as the API still accepts it.
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';
import { pagesApiRoute } from '@/server/pages-api';

export const GET = routeHandler(portalApi.member.session, {
  handler: ({ api }) => api.call(loyaltyApi.session.claims),
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ GET });
