import type { ProfileUrl } from '@loyalty/contract';
import { baseApi } from '@/store/base-api';
import { portalPaths } from '@loyalty/contract/portal-paths';

/** GET /api/protected/member/profileUrl: where the profile-update modal's frame points. */
const getProfileUrlApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfileUrl: build.query<ProfileUrl, void>({
      extraOptions: { ownErrorMessage: true },
      query: () => portalPaths.profileUrl,
      // A fresh URL each time the modal opens.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetProfileUrlQuery } = getProfileUrlApi;
