// GET /api/protected/activity/purchases/{page}/{perPage}: purchases the business recorded, newest first.
import { pageParamsSchema, purchaseActivityPageSchema } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';

export const GET = routeHandler({
  member: true,
  params: pageParamsSchema,
  handler: ({ api, params }) =>
    api.get('/v1/member/activity/purchases', {
      member: true,
      query: { page: params.page, perPage: params.perPage },
      schema: purchaseActivityPageSchema,
    }),
});
