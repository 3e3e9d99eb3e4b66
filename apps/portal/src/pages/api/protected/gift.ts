// GET /api/protected/gift: the member's gifts (from shops, landing pages, referrals), newest first.
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';
import { pagesApiRoute } from '@/server/pages-api';

export const GET = routeHandler(portalApi.ledger.gifts, {
  handler: ({ api }) => api.call(loyaltyApi.gifts.list),
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ GET });
