import type { PurchaseActivityPage } from '@loyalty/contract';
import { baseApi } from '@/store/base-api';
import { ACTIVITY_PER_PAGE } from '../page-size';

/** GET /api/protected/activity/purchases/{page}/{perPage}, page by page for load-more. */
export const getPurchaseActivityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPurchaseActivity: build.infiniteQuery<PurchaseActivityPage, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
      },
      query: ({ pageParam }) => `/protected/activity/purchases/${pageParam}/${ACTIVITY_PER_PAGE}`,
      providesTags: ['Activity'],
    }),
  }),
});

export const { useGetPurchaseActivityInfiniteQuery } = getPurchaseActivityApi;
