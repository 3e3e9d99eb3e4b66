// GET /api/protected/activity/budget/{creditType}/{page}/{perPage}: credit or points entries, newest first.
import { budgetActivityPageSchema, budgetCreditTypeSchema, pageParamsSchema } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';

export const GET = routeHandler({
  member: true,
  params: pageParamsSchema.extend({ creditType: budgetCreditTypeSchema }),
  handler: ({ api, params }) =>
    api.get(`/v1/member/activity/budget/${params.creditType}`, {
      member: true,
      query: { page: params.page, perPage: params.perPage },
      schema: budgetActivityPageSchema,
    }),
});
