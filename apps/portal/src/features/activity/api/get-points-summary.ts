import type { PointsSummary } from '@loyalty/contract';
import { baseApi } from '@/store/base-api';

/** GET /api/protected/points/member: balances, the next points expiry and lifetime totals. */
export const getPointsSummaryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPointsSummary: build.query<PointsSummary, void>({
      query: () => '/protected/points/member',
      providesTags: ['PointsSummary'],
    }),
  }),
});

export const { useGetPointsSummaryQuery } = getPointsSummaryApi;
