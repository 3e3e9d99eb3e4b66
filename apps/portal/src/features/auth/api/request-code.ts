import type { RequestCode, RequestCodeResult } from '@loyalty/contract';
import { baseApi } from '@/store/base-api';
import { portalPaths } from '@loyalty/contract/portal-paths';

/** POST /api/auth/requestVerification (first code) and /api/auth/requestOTPVerification (resend). */
const requestCodeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    requestCode: build.mutation<RequestCodeResult, RequestCode & { resend?: boolean }>({
      extraOptions: { ownErrorMessage: true },
      query: ({ resend, ...body }) => ({
        url: resend ? portalPaths.requestOtpVerification : portalPaths.requestVerification,
        method: 'POST',
        body,
      }),
    }),
  }),
});

export const { useRequestCodeMutation } = requestCodeApi;
