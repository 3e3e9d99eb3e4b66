import type { Gifts } from '@loyalty/contract';
import { baseApi } from '@/store/base-api';

/** GET /api/protected/gift: the member's gifts, newest first. */
export const getGiftsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getGifts: build.query<Gifts, void>({ query: () => '/protected/gift', providesTags: ['Gifts'] }),
  }),
});

export const { useGetGiftsQuery } = getGiftsApi;
