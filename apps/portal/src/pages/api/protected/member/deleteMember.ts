// GET /api/protected/member/deleteMember: what a deletion would erase and keep anonymised.
// POST /api/protected/member/deleteMember: `{ privacyPolicy, rightToErasure, objectPersonalData }`, answers `{ ok }`.
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';
import { pagesApiRoute } from '@/server/pages-api';

export const GET = routeHandler(portalApi.privacy.deletionPreview, {
  handler: ({ api }) => api.call(loyaltyApi.privacy.deletionPreview),
});

export const POST = routeHandler(portalApi.privacy.deleteMember, {
  handler: ({ api, body }) => api.call(loyaltyApi.privacy.delete, { body }),
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ GET, POST });
