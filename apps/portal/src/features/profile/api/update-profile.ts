import type { ProfileUpdate, ProfileUpdateResult } from '@loyalty/contract';
import { baseApi } from '@/store/base-api';

/** PUT /api/protected/member/updateProfile; the member details are refetched after it. */
export const updateProfileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<ProfileUpdateResult, ProfileUpdate>({
      query: (body) => ({ url: '/protected/member/updateProfile', method: 'PUT', body }),
      invalidatesTags: ['MemberDetails'],
    }),
  }),
});

export const { useUpdateProfileMutation } = updateProfileApi;
