// GET /api/protected/gift: the member's gifts (from shops, landing pages, referrals), newest first.
import { giftsSchema } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';

export const GET = routeHandler({
  member: true,
  handler: ({ api }) => api.get('/v1/member/gifts', { member: true, schema: giftsSchema }),
});
