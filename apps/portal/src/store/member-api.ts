import type { MemberDetails, ShortUserId } from '@loyalty/contract';
import { memberPortalPaths } from '@loyalty/contract/portal-paths/member';
import { baseApi } from './base-api';

/**
 * Member endpoints several features read (profile page, missing-details banner, navigation bar):
 * GET /api/protected/member/getMemberDetails and /api/protected/member/shortUserId.
 */
export const memberApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMemberDetails: build.query<MemberDetails, void>({
      extraOptions: { ownErrorMessage: true },
      query: () => memberPortalPaths.memberDetails,
      providesTags: ['MemberDetails'],
    }),
    // The short id is cached 600 s (it is stable per member).
    getShortUserId: build.query<ShortUserId, void>({
      extraOptions: { ownErrorMessage: true },
      query: () => memberPortalPaths.shortUserId,
      keepUnusedDataFor: 600,
    }),
  }),
});

export const { useGetMemberDetailsQuery, useGetShortUserIdQuery } = memberApi;
