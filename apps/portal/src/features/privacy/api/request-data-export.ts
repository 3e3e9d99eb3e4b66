import type { DataExportRequest, DataExportResult } from '@loyalty/contract';
import { memberPortalPaths } from '@loyalty/contract/portal-paths/member';
import { usePortalMutation } from '@/store/portal-query';

/** POST /api/protected/member/dataExport ({ email }): the export's link goes to that address. */
export function useRequestDataExportMutation() {
  return usePortalMutation<DataExportRequest, DataExportResult>(
    (body) => ({ url: memberPortalPaths.dataExport, method: 'POST', body }),
    { ownErrorMessage: true },
  );
}
