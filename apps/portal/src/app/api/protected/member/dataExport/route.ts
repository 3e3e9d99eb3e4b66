// POST /api/protected/member/dataExport: `{ email }`; the export's download link is e-mailed there.
import { dataExportRequestSchema, dataExportResultSchema } from '@loyalty/contract';
import { readResponse } from '@/server/loyalty-client';
import { routeHandler } from '@/server/route-handler';

export const POST = routeHandler({
  member: true,
  body: dataExportRequestSchema,
  handler: async ({ api, body, request }) => {
    // The link leads back to the host the member uses: a business may have its own (tenancy by host name).
    const downloadBaseUrl = new URL('/api/privacy/export', request.nextUrl.origin).toString();
    return readResponse(
      await api.post('/v1/member/data-export', { member: true, body: { ...body, downloadBaseUrl } }),
      dataExportResultSchema,
      '/v1/member/data-export',
    );
  },
});
