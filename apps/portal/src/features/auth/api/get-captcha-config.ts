import type { CaptchaConfig } from '@loyalty/contract';
import { publicPortalPaths } from '@loyalty/contract/portal-paths/public';
import { usePortalQuery } from '@/store/portal-query';

/** GET /api/captcha/config: reCAPTCHA (with its site keys) or ALTCHA. */
export function useGetCaptchaConfigQuery() {
  return usePortalQuery<CaptchaConfig>(publicPortalPaths.captchaConfig);
}

/** Where the ALTCHA widget fetches its challenges. */
export const CAPTCHA_CHALLENGE_URL = publicPortalPaths.captchaChallenge;
