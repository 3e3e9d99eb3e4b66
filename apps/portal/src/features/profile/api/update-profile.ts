import type { ProfileUpdate, ProfileUpdateResult } from '@loyalty/contract';
import { baseApi } from '@/store/base-api';
import { memberPortalPaths } from '@loyalty/contract/portal-paths/member';

/** PUT /api/protected/member/updateProfile; the member details are refetched after it. */
const updateProfileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<ProfileUpdateResult, ProfileUpdate>({
      extraOptions: { ownErrorMessage: true },
      query: (body) => ({ url: memberPortalPaths.updateProfile, method: 'PUT', body }),
      invalidatesTags: ['MemberDetails'],
    }),
  }),
});

export const { useUpdateProfileMutation } = updateProfileApi;
