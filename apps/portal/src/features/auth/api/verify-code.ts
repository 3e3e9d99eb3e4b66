import type { VerifyCode, VerifyCodeResult } from '@loyalty/contract';
import { baseApi } from '@/store/base-api';

/** POST /api/auth/loginVerify: a code for a sign-in, consent or registration ticket. */
export const verifyCodeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    verifyCode: build.mutation<VerifyCodeResult, VerifyCode>({
      query: (body) => ({ url: '/auth/loginVerify', method: 'POST', body }),
    }),
  }),
});

export const { useVerifyCodeMutation } = verifyCodeApi;
