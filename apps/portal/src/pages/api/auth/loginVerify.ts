// POST /api/auth/loginVerify: check a one-time code; answers a sign-in or registration ticket.
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';
import { pagesApiRoute } from '@/server/pages-api';

export const POST = routeHandler(portalApi.auth.loginVerify, {
  handler: ({ api, body }) => api.call(loyaltyApi.auth.verifyCode, { body }),
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ POST });
