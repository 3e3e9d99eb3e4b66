import type { PurchaseActivityPage } from '@loyalty/contract';
import { baseApi } from '@/store/base-api';
import { ACTIVITY_PER_PAGE } from '../page-size';
import { pathOf } from '@loyalty/contract/portal-paths/public';
import { memberPortalPaths } from '@loyalty/contract/portal-paths/member';

/** GET /api/protected/activity/purchases/{page}/{perPage}, page by page for load-more. */
const getPurchaseActivityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPurchaseActivity: build.infiniteQuery<PurchaseActivityPage, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
      },
      extraOptions: { ownErrorMessage: true },
      query: ({ pageParam }) =>
        pathOf(memberPortalPaths.purchaseActivity, { page: pageParam, perPage: ACTIVITY_PER_PAGE }),
      providesTags: ['Activity'],
    }),
  }),
});

export const { useGetPurchaseActivityInfiniteQuery } = getPurchaseActivityApi;

/** Puts the first page of purchases, read by the server for the page, in the cache (`useServerAnswer`). */
export const purchaseActivityAnswer = (firstPage: PurchaseActivityPage) =>
  getPurchaseActivityApi.util.upsertQueryEntries([
    { endpointName: 'getPurchaseActivity', arg: undefined, value: { pages: [firstPage], pageParams: [1] } },
  ]);
