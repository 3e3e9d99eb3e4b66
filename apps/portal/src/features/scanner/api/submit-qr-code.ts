import type { ReceiptSubmitResult, SubmitQrCode } from '@loyalty/contract';
import { portalPaths } from '@loyalty/contract/portal-paths';
import { baseApi } from '@/store/base-api';

/** POST /api/submitQrCode: a receipt's code; its points for the member, once. Balances and activity change. */
const submitQrCodeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    submitQrCode: build.mutation<ReceiptSubmitResult, SubmitQrCode>({
      extraOptions: { ownErrorMessage: true },
      query: (body) => ({ url: portalPaths.submitQrCode, method: 'POST', body }),
      invalidatesTags: ['MemberDetails', 'Activity', 'PointsSummary'],
    }),
  }),
});

export const { useSubmitQrCodeMutation } = submitQrCodeApi;
