// GET /api/protected/member/getMemberDetails: the member, balances (hundredths), consent and missing fields.
import { memberDetailsSchema } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';

export const GET = routeHandler({
  member: true,
  handler: ({ api }) => api.get('/v1/member/details', { member: true, schema: memberDetailsSchema }),
});
