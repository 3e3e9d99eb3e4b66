import type { DeletionRequest, DeletionResult } from '@loyalty/contract';
import { memberPortalPaths } from '@loyalty/contract/portal-paths/member';
import { usePortalMutation } from '@/store/portal-query';

/** POST /api/protected/member/deleteMember: erases the member's account (only `ok` is read). */
export function useDeleteMemberMutation() {
  return usePortalMutation<DeletionRequest, DeletionResult>(
    (body) => ({ url: memberPortalPaths.deleteMember, method: 'POST', body }),
    { ownErrorMessage: true },
  );
}
