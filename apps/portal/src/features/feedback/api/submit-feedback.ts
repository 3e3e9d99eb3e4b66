import type { Feedback, FeedbackResult } from '@loyalty/contract';
import { memberPortalPaths } from '@loyalty/contract/portal-paths/member';
import { usePortalMutation } from '@/store/portal-query';

/** POST /api/protected/member/submitFeedBack (`{ data }`), answers `{ sent }`. */
export function useSubmitFeedbackMutation() {
  return usePortalMutation<Feedback, FeedbackResult>(
    (data) => ({ url: memberPortalPaths.submitFeedback, method: 'POST', body: { data } }),
    { ownErrorMessage: true },
  );
}
