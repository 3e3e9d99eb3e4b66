import type { DeletionRequest, DeletionResult } from '@loyalty/contract';
import { baseApi } from '@/store/base-api';
import { portalPaths } from '@loyalty/contract/portal-paths';

/** POST /api/protected/member/deleteMember: erases the member's account (only `ok` is read). */
const deleteMemberApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deleteMember: build.mutation<DeletionResult, DeletionRequest>({
      extraOptions: { ownErrorMessage: true },
      query: (body) => ({ url: portalPaths.deleteMember, method: 'POST', body }),
    }),
  }),
});

export const { useDeleteMemberMutation } = deleteMemberApi;
