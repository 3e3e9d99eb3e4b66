import type { CaptchaConfig } from '@loyalty/contract';
import { baseApi } from '@/store/base-api';

/** GET /api/captcha/config: reCAPTCHA (with its site keys) or ALTCHA. */
export const getCaptchaConfigApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCaptchaConfig: build.query<CaptchaConfig, void>({ query: () => '/captcha/config' }),
  }),
});

export const { useGetCaptchaConfigQuery } = getCaptchaConfigApi;

/** Where the ALTCHA widget fetches its challenges. */
export const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge';
