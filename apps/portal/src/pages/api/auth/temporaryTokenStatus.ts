// POST /api/auth/temporaryTokenStatus: a sign-in link's token, not used: its member and whether consent comes first.
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';
import { pagesApiRoute } from '@/server/pages-api';

export const POST = routeHandler(portalApi.auth.temporaryTokenStatus, {
  handler: ({ api, body }) => api.call(loyaltyApi.auth.inspectTemporaryToken, { body }),
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ POST });
