import type { CaptchaConfig } from '@loyalty/contract';
import { baseApi } from '@/store/base-api';
import { portalPaths } from '@loyalty/contract/portal-paths';

/** GET /api/captcha/config: reCAPTCHA (with its site keys) or ALTCHA. */
const getCaptchaConfigApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCaptchaConfig: build.query<CaptchaConfig, void>({ query: () => portalPaths.captchaConfig }),
  }),
});

export const { useGetCaptchaConfigQuery } = getCaptchaConfigApi;

/** Where the ALTCHA widget fetches its challenges. */
export const CAPTCHA_CHALLENGE_URL = portalPaths.captchaChallenge;
