import type { MemberDetails, ShortUserId } from '@loyalty/contract';
import { baseApi } from './base-api';

/**
 * Member endpoints several features read (profile page, missing-details banner, navigation bar):
 * GET /api/protected/member/getMemberDetails and /api/protected/member/shortUserId.
 */
export const memberApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMemberDetails: build.query<MemberDetails, void>({
      query: () => '/protected/member/getMemberDetails',
      providesTags: ['MemberDetails'],
    }),
    getShortUserId: build.query<ShortUserId, void>({ query: () => '/protected/member/shortUserId' }),
  }),
});

export const { useGetMemberDetailsQuery, useGetShortUserIdQuery } = memberApi;
