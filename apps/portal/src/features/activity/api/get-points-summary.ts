import type { PointsSummary } from '@loyalty/contract';
import { baseApi } from '@/store/base-api';
import { portalPaths } from '@loyalty/contract/portal-paths';

/** GET /api/protected/points/member: balances, the next points expiry and lifetime totals. */
const getPointsSummaryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPointsSummary: build.query<PointsSummary, void>({
      query: () => portalPaths.pointsSummary,
      providesTags: ['PointsSummary'],
    }),
  }),
});

export const { useGetPointsSummaryQuery } = getPointsSummaryApi;
