// GET /api/protected/member/friendReferral: the member's referral code, and its link on this portal's origin.
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';
import { ownOrigin } from '@/server/same-origin';
import { pagesApiRoute } from '@/server/pages-api';

export const GET = routeHandler(portalApi.member.friendReferral, {
  handler: async ({ api, request }) => {
    const referral = await api.call(loyaltyApi.referrals.get);
    if (!referral) return null;
    // The API knows only the path; the host the member reached (a business's own domain) is ours to add.
    return {
      ...referral,
      link: new URL(referral.path, ownOrigin(request.headers, request.nextUrl)).toString(),
    };
  },
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ GET });
