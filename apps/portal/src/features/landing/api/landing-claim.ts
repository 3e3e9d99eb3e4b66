import type { LandingClaim, LandingCodeSent, LandingConfirm, LandingRegister } from '@loyalty/contract';
import { publicPortalPaths } from '@loyalty/contract/portal-paths/public';
import { usePortalMutation } from '@/store/portal-query';

/** POST /api/lp/gift/register: a code by SMS. */
export function useRegisterLandingMutation() {
  return usePortalMutation<LandingRegister, LandingCodeSent>(
    (body) => ({ url: publicPortalPaths.landingRegister, method: 'POST', body }),
    { ownErrorMessage: true },
  );
}

/** POST /api/lp/gift/confirm: the code; the gift and a sign-in ticket. */
export function useConfirmLandingMutation() {
  return usePortalMutation<LandingConfirm, LandingClaim>(
    (body) => ({ url: publicPortalPaths.landingConfirm, method: 'POST', body }),
    { ownErrorMessage: true, changes: ['Gifts', 'MemberDetails'] },
  );
}
