import type { DeletionRequest, DeletionResult } from '@loyalty/contract';
import { baseApi } from '@/store/base-api';

/** POST /api/protected/member/deleteMember: erases the member's account (only `ok` is read). */
export const deleteMemberApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deleteMember: build.mutation<DeletionResult, DeletionRequest>({
      query: (body) => ({ url: '/protected/member/deleteMember', method: 'POST', body }),
    }),
  }),
});

export const { useDeleteMemberMutation } = deleteMemberApi;
