// GET /api/protected/member/profileUrl: the profile-update page's URL (the portal appends `lang`).
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';
import { pagesApiRoute } from '@/server/pages-api';

export const GET = routeHandler(portalApi.member.profileUrl, {
  handler: ({ api }) => api.call(loyaltyApi.profile.profileUrl),
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ GET });
