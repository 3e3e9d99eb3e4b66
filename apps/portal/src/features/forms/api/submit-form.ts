import type { FormSubmissionResult, FormSubmit } from '@loyalty/contract';
import { publicPortalPaths } from '@loyalty/contract/portal-paths/public';
import { usePortalMutation } from '@/store/portal-query';

/** POST /api/formSubmit: a form's answers (as the member when signed in, else as a guest with the captcha). */
export function useSubmitFormMutation() {
  return usePortalMutation<FormSubmit, FormSubmissionResult>(
    (body) => ({ url: publicPortalPaths.formSubmit, method: 'POST', body }),
    { ownErrorMessage: true },
  );
}
