import type { FormSubmissionResult, FormSubmit } from '@loyalty/contract';
import { portalPaths } from '@loyalty/contract/portal-paths';
import { baseApi } from '@/store/base-api';

/** POST /api/formSubmit: a form's answers (as the member when signed in, else as a guest with the captcha). */
const submitFormApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    submitForm: build.mutation<FormSubmissionResult, FormSubmit>({
      extraOptions: { ownErrorMessage: true },
      query: (body) => ({ url: portalPaths.formSubmit, method: 'POST', body }),
    }),
  }),
});

export const { useSubmitFormMutation } = submitFormApi;
