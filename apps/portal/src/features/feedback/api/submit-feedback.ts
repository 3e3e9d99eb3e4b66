import type { Feedback, FeedbackResult } from '@loyalty/contract';
import { baseApi } from '@/store/base-api';

/** POST /api/protected/member/submitFeedBack (`{ data }`), answers `{ sent }`. */
export const submitFeedbackApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    submitFeedback: build.mutation<FeedbackResult, Feedback>({
      query: (data) => ({ url: '/protected/member/submitFeedBack', method: 'POST', body: { data } }),
    }),
  }),
});

export const { useSubmitFeedbackMutation } = submitFeedbackApi;
