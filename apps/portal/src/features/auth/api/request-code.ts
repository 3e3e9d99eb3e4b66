import type { RequestCode, RequestCodeResult } from '@loyalty/contract';
import { baseApi } from '@/store/base-api';

/** POST /api/auth/requestVerification (first code) and /api/auth/requestOTPVerification (resend). */
export const requestCodeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    requestCode: build.mutation<RequestCodeResult, RequestCode & { resend?: boolean }>({
      query: ({ resend, ...body }) => ({
        url: resend ? '/auth/requestOTPVerification' : '/auth/requestVerification',
        method: 'POST',
        body,
      }),
    }),
  }),
});

export const { useRequestCodeMutation } = requestCodeApi;
