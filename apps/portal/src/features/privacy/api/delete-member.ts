import type { DeletionRequest, DeletionResult } from '@loyalty/contract';
import { portalPaths } from '@loyalty/contract/portal-paths';
import { usePortalMutation } from '@/store/portal-query';

/** POST /api/protected/member/deleteMember: erases the member's account (only `ok` is read). */
export function useDeleteMemberMutation() {
  return usePortalMutation<DeletionRequest, DeletionResult>(
    (body) => ({ url: portalPaths.deleteMember, method: 'POST', body }),
    { ownErrorMessage: true },
  );
}
