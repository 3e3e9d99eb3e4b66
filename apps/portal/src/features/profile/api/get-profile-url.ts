import type { ProfileUrl } from '@loyalty/contract';
import { baseApi } from '@/store/base-api';

/** GET /api/protected/member/profileUrl: where the profile-update modal's frame points. */
export const getProfileUrlApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfileUrl: build.query<ProfileUrl, void>({
      query: () => '/protected/member/profileUrl',
      // A fresh URL each time the modal opens.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetProfileUrlQuery } = getProfileUrlApi;
