import type { ProfileUrl } from '@loyalty/contract';
import { baseApi } from '@/store/base-api';
import { memberPortalPaths } from '@loyalty/contract/portal-paths/member';

/** GET /api/protected/member/profileUrl: where the profile-update modal's frame points. */
const getProfileUrlApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfileUrl: build.query<ProfileUrl, void>({
      extraOptions: { ownErrorMessage: true },
      query: () => memberPortalPaths.profileUrl,
      // A fresh URL each time the modal opens.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetProfileUrlQuery } = getProfileUrlApi;
