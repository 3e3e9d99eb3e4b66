import type { DataExportRequest, DataExportResult } from '@loyalty/contract';
import { baseApi } from '@/store/base-api';

/** POST /api/protected/member/dataExport ({ email }): the export's link goes to that address. */
export const requestDataExportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    requestDataExport: build.mutation<DataExportResult, DataExportRequest>({
      query: (body) => ({ url: '/protected/member/dataExport', method: 'POST', body }),
    }),
  }),
});

export const { useRequestDataExportMutation } = requestDataExportApi;
