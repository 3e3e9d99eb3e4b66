import type { RequestCode, RequestCodeResult } from '@loyalty/contract';
import { publicPortalPaths } from '@loyalty/contract/portal-paths/public';
import { usePortalMutation } from '@/store/portal-query';

/** POST /api/auth/requestVerification (first code) and /api/auth/requestOTPVerification (resend). */
export function useRequestCodeMutation() {
  return usePortalMutation<RequestCode & { resend?: boolean }, RequestCodeResult>(
    ({ resend, ...body }) => ({
      url: resend ? publicPortalPaths.requestOtpVerification : publicPortalPaths.requestVerification,
      method: 'POST',
      body,
    }),
    { ownErrorMessage: true },
  );
}
