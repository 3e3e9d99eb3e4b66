import type { ProfileUpdate, ProfileUpdateResult } from '@loyalty/contract';
import { baseApi } from '@/store/base-api';
import { portalPaths } from '@loyalty/contract/portal-paths';

/** PUT /api/protected/member/updateProfile; the member details are refetched after it. */
const updateProfileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<ProfileUpdateResult, ProfileUpdate>({
      extraOptions: { ownErrorMessage: true },
      query: (body) => ({ url: portalPaths.updateProfile, method: 'PUT', body }),
      invalidatesTags: ['MemberDetails'],
    }),
  }),
});

export const { useUpdateProfileMutation } = updateProfileApi;
