import type { MemberSessions, SessionsRevoked } from '@loyalty/contract';
import { baseApi } from '@/store/base-api';
import { pathOf, portalPaths } from '@loyalty/contract/portal-paths';

/** The member's signed-in devices; signing one out, or all. */
const sessionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSessions: build.query<MemberSessions, void>({
      extraOptions: { ownErrorMessage: true },
      query: () => portalPaths.memberSessions,
      providesTags: ['Sessions'],
    }),
    revokeSession: build.mutation<SessionsRevoked, string>({
      extraOptions: { ownErrorMessage: true },
      query: (sessionId) => ({ url: pathOf(portalPaths.revokeMemberSession, { sessionId }), method: 'POST' }),
      invalidatesTags: ['Sessions'],
    }),
    revokeAllSessions: build.mutation<SessionsRevoked, void>({
      extraOptions: { ownErrorMessage: true },
      query: () => ({ url: portalPaths.revokeAllMemberSessions, method: 'POST' }),
    }),
  }),
});

export const { useGetSessionsQuery, useRevokeSessionMutation, useRevokeAllSessionsMutation } = sessionsApi;
