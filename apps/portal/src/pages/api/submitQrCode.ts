// POST /api/submitQrCode: a scanned receipt QR code, credited to the signed-in member (guests: 401, sign in first).
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';
import { pagesApiRoute } from '@/server/pages-api';

export const POST = routeHandler(portalApi.receipts.submitQrCode, {
  handler: ({ api, body }) => api.call(loyaltyApi.receipts.submit, { body: { code: body.identifier } }),
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ POST });
