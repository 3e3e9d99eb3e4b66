// GET /api/protected/points/member: points and credit (hundredths), the next points expiry, lifetime totals.
import { pointsSummarySchema } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';

export const GET = routeHandler({
  member: true,
  handler: ({ api }) => api.get('/v1/member/points', { member: true, schema: pointsSummarySchema }),
});
