import type { Registration } from '@loyalty/contract';
import { publicPortalPaths } from '@loyalty/contract/portal-paths/public';
import { usePortalMutation } from '@/store/portal-query';

/** POST /api/auth/registration: the registration fields for a sign-in ticket. */
export function useRegisterMutation() {
  return usePortalMutation<Registration, { ticket: string }>(
    (body) => ({ url: publicPortalPaths.registration, method: 'POST', body }),
    { ownErrorMessage: true },
  );
}
