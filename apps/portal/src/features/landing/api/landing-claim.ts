import type { LandingClaim, LandingCodeSent, LandingConfirm, LandingRegister } from '@loyalty/contract';
import { portalPaths } from '@loyalty/contract/portal-paths';
import { baseApi } from '@/store/base-api';

/** POST /api/lp/gift/register (a code by SMS) and /api/lp/gift/confirm (the code: the gift and a sign-in ticket). */
const landingClaimApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    registerLanding: build.mutation<LandingCodeSent, LandingRegister>({
      extraOptions: { ownErrorMessage: true },
      query: (body) => ({ url: portalPaths.landingRegister, method: 'POST', body }),
    }),
    confirmLanding: build.mutation<LandingClaim, LandingConfirm>({
      extraOptions: { ownErrorMessage: true },
      query: (body) => ({ url: portalPaths.landingConfirm, method: 'POST', body }),
      invalidatesTags: ['Gifts', 'MemberDetails'],
    }),
  }),
});

export const { useRegisterLandingMutation, useConfirmLandingMutation } = landingClaimApi;
