// GET /api/protected/member/profileUrl: the profile-update page's URL (the portal appends `lang`).
import { profileUrlSchema } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';

export const GET = routeHandler({
  member: true,
  handler: ({ api }) => api.get('/v1/member/profile-url', { member: true, schema: profileUrlSchema }),
});
