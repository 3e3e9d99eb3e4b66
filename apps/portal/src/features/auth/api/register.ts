import type { Registration } from '@loyalty/contract';
import { baseApi } from '@/store/base-api';

/** POST /api/auth/registration: the registration fields for a sign-in ticket. */
export const registerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<{ ticket: string }, Registration>({
      query: (body) => ({ url: '/auth/registration', method: 'POST', body }),
    }),
  }),
});

export const { useRegisterMutation } = registerApi;
