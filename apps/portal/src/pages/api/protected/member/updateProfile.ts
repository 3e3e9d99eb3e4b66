// PUT /api/protected/member/updateProfile: the fields the member changed (the profile-update page).
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';
import { pagesApiRoute } from '@/server/pages-api';

export const PUT = routeHandler(portalApi.member.updateProfile, {
  handler: ({ api, body }) => api.call(loyaltyApi.profile.update, { body }),
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ PUT });
