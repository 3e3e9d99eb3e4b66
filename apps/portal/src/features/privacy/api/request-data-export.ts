import type { DataExportRequest, DataExportResult } from '@loyalty/contract';
import { portalPaths } from '@loyalty/contract/portal-paths';
import { usePortalMutation } from '@/store/portal-query';

/** POST /api/protected/member/dataExport ({ email }): the export's link goes to that address. */
export function useRequestDataExportMutation() {
  return usePortalMutation<DataExportRequest, DataExportResult>(
    (body) => ({ url: portalPaths.dataExport, method: 'POST', body }),
    { ownErrorMessage: true },
  );
}
