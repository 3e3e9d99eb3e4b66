// POST /api/auth/registration: complete a registration ticket; answers a sign-in ticket.
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';
import { pagesApiRoute } from '@/server/pages-api';

export const POST = routeHandler(portalApi.auth.registration, {
  handler: ({ api, body }) => api.call(loyaltyApi.auth.register, { body }),
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ POST });
