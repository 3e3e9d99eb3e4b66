import type { Gifts } from '@loyalty/contract';
import { baseApi } from '@/store/base-api';
import { portalPaths } from '@loyalty/contract/portal-paths';

/** GET /api/protected/gift: the member's gifts, newest first. */
export const getGiftsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getGifts: build.query<Gifts, void>({
      extraOptions: { ownErrorMessage: true },
      query: () => portalPaths.gifts,
      providesTags: ['Gifts'],
    }),
  }),
});

export const { useGetGiftsQuery } = getGiftsApi;
