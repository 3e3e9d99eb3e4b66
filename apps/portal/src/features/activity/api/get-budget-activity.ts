import type { BudgetActivityPage, BudgetCreditType } from '@loyalty/contract';
import { baseApi } from '@/store/base-api';
import { ACTIVITY_PER_PAGE } from '../page-size';

/** GET /api/protected/activity/budget/{creditType}/{page}/{perPage}, page by page for load-more. */
export const getBudgetActivityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBudgetActivity: build.infiniteQuery<BudgetActivityPage, BudgetCreditType, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
      },
      query: ({ queryArg, pageParam }) =>
        `/protected/activity/budget/${queryArg}/${pageParam}/${ACTIVITY_PER_PAGE}`,
      providesTags: ['Activity'],
    }),
  }),
});

export const { useGetBudgetActivityInfiniteQuery } = getBudgetActivityApi;
