import type { DataExportRequest, DataExportResult } from '@loyalty/contract';
import { baseApi } from '@/store/base-api';
import { portalPaths } from '@loyalty/contract/portal-paths';

/** POST /api/protected/member/dataExport ({ email }): the export's link goes to that address. */
const requestDataExportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    requestDataExport: build.mutation<DataExportResult, DataExportRequest>({
      extraOptions: { ownErrorMessage: true },
      query: (body) => ({ url: portalPaths.dataExport, method: 'POST', body }),
    }),
  }),
});

export const { useRequestDataExportMutation } = requestDataExportApi;
