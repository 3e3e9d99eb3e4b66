import type { Gifts } from '@loyalty/contract';
import { baseApi } from '@/store/base-api';
import { memberPortalPaths } from '@loyalty/contract/portal-paths/member';

/** GET /api/protected/gift: the member's gifts, newest first. */
const getGiftsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getGifts: build.query<Gifts, void>({
      extraOptions: { ownErrorMessage: true },
      query: () => memberPortalPaths.gifts,
      providesTags: ['Gifts'],
    }),
  }),
});

export const { useGetGiftsQuery } = getGiftsApi;

/** Puts the member's gifts, read by the server for the page, in the cache (`useServerAnswer`). */
export const giftsAnswer = (gifts: Gifts) =>
  getGiftsApi.util.upsertQueryEntries([{ endpointName: 'getGifts', arg: undefined, value: gifts }]);
