import type { MemberSessions, SessionsRevoked } from '@loyalty/contract';
import { baseApi } from '@/store/base-api';
import { pathOf } from '@loyalty/contract/portal-paths/public';
import { memberPortalPaths } from '@loyalty/contract/portal-paths/member';

/** The member's signed-in devices; signing one out, or all. */
export const sessionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSessions: build.query<MemberSessions, void>({
      extraOptions: { ownErrorMessage: true },
      query: () => memberPortalPaths.memberSessions,
      providesTags: ['Sessions'],
    }),
    revokeSession: build.mutation<SessionsRevoked, string>({
      extraOptions: { ownErrorMessage: true },
      query: (sessionId) => ({
        url: pathOf(memberPortalPaths.revokeMemberSession, { sessionId }),
        method: 'POST',
      }),
      invalidatesTags: ['Sessions'],
    }),
    revokeAllSessions: build.mutation<SessionsRevoked, void>({
      extraOptions: { ownErrorMessage: true },
      query: () => ({ url: memberPortalPaths.revokeAllMemberSessions, method: 'POST' }),
    }),
  }),
});

export const { useGetSessionsQuery, useRevokeSessionMutation, useRevokeAllSessionsMutation } = sessionsApi;
