import type { TemporaryTokenStatus } from '@loyalty/contract';
import { publicPortalPaths } from '@loyalty/contract/portal-paths/public';
import { usePortalMutation } from '@/store/portal-query';

/** POST /api/auth/temporaryTokenStatus: whose a sign-in link's token is and whether consent comes first. */
export function useTemporaryTokenStatusMutation() {
  return usePortalMutation<{ ticket: string }, TemporaryTokenStatus>(
    (body) => ({ url: publicPortalPaths.temporaryTokenStatus, method: 'POST', body }),
    { ownErrorMessage: true },
  );
}
