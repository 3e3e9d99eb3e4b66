import type { BudgetActivityPage, BudgetCreditType } from '@loyalty/contract';
import { baseApi } from '@/store/base-api';
import { ACTIVITY_PER_PAGE } from '../page-size';
import { pathOf } from '@loyalty/contract/portal-paths/public';
import { memberPortalPaths } from '@loyalty/contract/portal-paths/member';

/** GET /api/protected/activity/budget/{creditType}/{page}/{perPage}, page by page for load-more. */
const getBudgetActivityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBudgetActivity: build.infiniteQuery<BudgetActivityPage, BudgetCreditType, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
      },
      extraOptions: { ownErrorMessage: true },
      query: ({ queryArg, pageParam }) =>
        pathOf(memberPortalPaths.budgetActivity, {
          creditType: queryArg,
          page: pageParam,
          perPage: ACTIVITY_PER_PAGE,
        }),
      providesTags: ['Activity'],
    }),
  }),
});

export const { useGetBudgetActivityInfiniteQuery } = getBudgetActivityApi;

/** Puts the first page of an activity list, read by the server for the page, in the cache (`useServerAnswer`). */
export const budgetActivityAnswer = (creditType: BudgetCreditType, firstPage: BudgetActivityPage) =>
  getBudgetActivityApi.util.upsertQueryEntries([
    { endpointName: 'getBudgetActivity', arg: creditType, value: { pages: [firstPage], pageParams: [1] } },
  ]);
