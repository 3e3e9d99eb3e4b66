import type { Registration } from '@loyalty/contract';
import { baseApi } from '@/store/base-api';
import { portalPaths } from '@loyalty/contract/portal-paths';

/** POST /api/auth/registration: the registration fields for a sign-in ticket. */
const registerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<{ ticket: string }, Registration>({
      extraOptions: { ownErrorMessage: true },
      query: (body) => ({ url: portalPaths.registration, method: 'POST', body }),
    }),
  }),
});

export const { useRegisterMutation } = registerApi;
