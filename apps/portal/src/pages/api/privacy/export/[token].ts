// GET /api/privacy/export/{token}?format=json|csv: the e-mailed download link of a data export (no session: the
// token is the credential). Passed through from the API as a file download.
import { NextResponse } from 'next/server';
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';
import { pagesApiRoute } from '@/server/pages-api';

export const GET = routeHandler(portalApi.privacy.exportDownload, {
  handler: async ({ api, params, query }) => {
    const file = await api.fetch(loyaltyApi.privacy.downloadExport, { params, query });
    if (!file) return null;
    return new NextResponse(await file.text(), {
      headers: {
        'content-type': file.headers.get('content-type') ?? 'application/octet-stream',
        'content-disposition': file.headers.get('content-disposition') ?? 'attachment',
        'cache-control': 'no-store',
        'referrer-policy': 'no-referrer',
      },
    });
  },
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ GET });
