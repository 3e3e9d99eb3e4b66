// GET /api/protected/member/shortUserId: the identification code (stable per member), cached 600 s privately.
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';
import { pagesApiRoute } from '@/server/pages-api';

export const GET = routeHandler(portalApi.member.shortUserId, {
  cache: { scope: 'private', maxAge: 600 },
  handler: ({ api }) => api.call(loyaltyApi.profile.shortId),
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ GET });
