import type { VerifyCode, VerifyCodeResult } from '@loyalty/contract';
import { publicPortalPaths } from '@loyalty/contract/portal-paths/public';
import { usePortalMutation } from '@/store/portal-query';

/** POST /api/auth/loginVerify: a code for a sign-in, consent or registration ticket. */
export function useVerifyCodeMutation() {
  return usePortalMutation<VerifyCode, VerifyCodeResult>(
    (body) => ({ url: publicPortalPaths.loginVerify, method: 'POST', body }),
    { ownErrorMessage: true },
  );
}
