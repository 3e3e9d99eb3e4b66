import type { TemporaryTokenStatus } from '@loyalty/contract';
import { baseApi } from '@/store/base-api';
import { portalPaths } from '@loyalty/contract/portal-paths';

/** POST /api/auth/temporaryTokenStatus: whose a sign-in link's token is and whether consent comes first. */
const temporaryTokenStatusApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    temporaryTokenStatus: build.mutation<TemporaryTokenStatus, { ticket: string }>({
      extraOptions: { ownErrorMessage: true },
      query: (body) => ({ url: portalPaths.temporaryTokenStatus, method: 'POST', body }),
    }),
  }),
});

export const { useTemporaryTokenStatusMutation } = temporaryTokenStatusApi;
