// GET /api/protected/member/session: the signed-in member's session, as the API still accepts it.
import { sessionClaimsSchema } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';

export const GET = routeHandler({
  member: true,
  handler: ({ api }) => api.get('/v1/member/session', { member: true, schema: sessionClaimsSchema }),
});
