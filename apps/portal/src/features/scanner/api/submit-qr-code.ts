import type { ReceiptSubmitResult, SubmitQrCode } from '@loyalty/contract';
import { publicPortalPaths } from '@loyalty/contract/portal-paths/public';
import { usePortalMutation } from '@/store/portal-query';

/** POST /api/submitQrCode: a receipt's code; its points for the member, once. Balances and activity change. */
export function useSubmitQrCodeMutation() {
  return usePortalMutation<SubmitQrCode, ReceiptSubmitResult>(
    (body) => ({ url: publicPortalPaths.submitQrCode, method: 'POST', body }),
    { ownErrorMessage: true, changes: ['MemberDetails', 'Activity', 'PointsSummary'] },
  );
}
