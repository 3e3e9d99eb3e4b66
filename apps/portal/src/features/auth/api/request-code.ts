import type { RequestCode, RequestCodeResult } from '@loyalty/contract';
import { portalPaths } from '@loyalty/contract/portal-paths';
import { usePortalMutation } from '@/store/portal-query';

/** POST /api/auth/requestVerification (first code) and /api/auth/requestOTPVerification (resend). */
export function useRequestCodeMutation() {
  return usePortalMutation<RequestCode & { resend?: boolean }, RequestCodeResult>(
    ({ resend, ...body }) => ({
      url: resend ? portalPaths.requestOtpVerification : portalPaths.requestVerification,
      method: 'POST',
      body,
    }),
    { ownErrorMessage: true },
  );
}
