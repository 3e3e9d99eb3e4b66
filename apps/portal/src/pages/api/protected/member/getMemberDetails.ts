// GET /api/protected/member/getMemberDetails: the member, balances (hundredths), consent and missing fields.
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';
import { pagesApiRoute } from '@/server/pages-api';

export const GET = routeHandler(portalApi.member.details, {
  handler: ({ api }) => api.call(loyaltyApi.profile.details),
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ GET });
