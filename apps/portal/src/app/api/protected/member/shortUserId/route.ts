// GET /api/protected/member/shortUserId: the identification code (stable per member), cached 600 s privately.
import { shortUserIdSchema } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';

export const GET = routeHandler({
  member: true,
  cache: { scope: 'private', maxAge: 600 },
  handler: ({ api }) => api.get('/v1/member/short-id', { member: true, schema: shortUserIdSchema }),
});
