import type { Feedback, FeedbackResult } from '@loyalty/contract';
import { portalPaths } from '@loyalty/contract/portal-paths';
import { usePortalMutation } from '@/store/portal-query';

/** POST /api/protected/member/submitFeedBack (`{ data }`), answers `{ sent }`. */
export function useSubmitFeedbackMutation() {
  return usePortalMutation<Feedback, FeedbackResult>(
    (data) => ({ url: portalPaths.submitFeedback, method: 'POST', body: { data } }),
    { ownErrorMessage: true },
  );
}
