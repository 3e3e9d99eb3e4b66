import type { PointsSummary } from '@loyalty/contract';
import { baseApi } from '@/store/base-api';
import { memberPortalPaths } from '@loyalty/contract/portal-paths/member';

/** GET /api/protected/points/member: balances, the next points expiry and lifetime totals. */
const getPointsSummaryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPointsSummary: build.query<PointsSummary, void>({
      query: () => memberPortalPaths.pointsSummary,
      providesTags: ['PointsSummary'],
    }),
  }),
});

export const { useGetPointsSummaryQuery } = getPointsSummaryApi;

/** Puts the points summary, read by the server for the page, in the cache (`useServerAnswer`). */
export const pointsSummaryAnswer = (summary: PointsSummary) =>
  getPointsSummaryApi.util.upsertQueryEntries([
    { endpointName: 'getPointsSummary', arg: undefined, value: summary },
  ]);
