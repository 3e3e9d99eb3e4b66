// POST /api/protected/member/dataExport: `{ email }`; the export's download link is e-mailed there.
import { loyaltyApi, portalApi, portalPaths } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';
import { pagesApiRoute } from '@/server/pages-api';

export const POST = routeHandler(portalApi.privacy.dataExport, {
  handler: ({ api, body, request }) => {
    // The link leads back to the host the member uses: a business may have its own (tenancy by host name).
    // The API appends `/<token>` to it.
    const downloadPath = portalPaths.privacyExportDownload.replace('/:token', '');
    const downloadBaseUrl = new URL(downloadPath, request.nextUrl.origin).toString();
    return api.call(loyaltyApi.privacy.requestExport, { body: { ...body, downloadBaseUrl } });
  },
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ POST });
