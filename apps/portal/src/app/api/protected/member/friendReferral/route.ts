// GET /api/protected/member/friendReferral: the member's referral code, and its link on this portal's origin.
import { friendReferralSchema } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';
import { ownOrigin } from '@/server/same-origin';

export const GET = routeHandler({
  member: true,
  handler: async ({ api, request }) => {
    const referral = await api.get('/v1/member/referral', { member: true, schema: friendReferralSchema });
    if (!referral) return null;
    // The API knows only the path; the host the member reached (a business's own domain) is ours to add.
    return {
      ...referral,
      link: new URL(referral.path, ownOrigin(request.headers, request.nextUrl)).toString(),
    };
  },
});
