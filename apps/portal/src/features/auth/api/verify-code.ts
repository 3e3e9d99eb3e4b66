import type { VerifyCode, VerifyCodeResult } from '@loyalty/contract';
import { baseApi } from '@/store/base-api';
import { portalPaths } from '@loyalty/contract/portal-paths';

/** POST /api/auth/loginVerify: a code for a sign-in, consent or registration ticket. */
const verifyCodeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    verifyCode: build.mutation<VerifyCodeResult, VerifyCode>({
      extraOptions: { ownErrorMessage: true },
      query: (body) => ({ url: portalPaths.loginVerify, method: 'POST', body }),
    }),
  }),
});

export const { useVerifyCodeMutation } = verifyCodeApi;
