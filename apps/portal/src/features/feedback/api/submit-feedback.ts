import type { Feedback, FeedbackResult } from '@loyalty/contract';
import { baseApi } from '@/store/base-api';
import { portalPaths } from '@loyalty/contract/portal-paths';

/** POST /api/protected/member/submitFeedBack (`{ data }`), answers `{ sent }`. */
const submitFeedbackApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    submitFeedback: build.mutation<FeedbackResult, Feedback>({
      extraOptions: { ownErrorMessage: true },
      query: (data) => ({ url: portalPaths.submitFeedback, method: 'POST', body: { data } }),
    }),
  }),
});

export const { useSubmitFeedbackMutation } = submitFeedbackApi;
