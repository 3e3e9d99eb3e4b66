// GET /api/protected/points/member: points and credit (hundredths), the next points expiry, lifetime totals.
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';
import { pagesApiRoute } from '@/server/pages-api';

export const GET = routeHandler(portalApi.ledger.pointsSummary, {
  handler: ({ api }) => api.call(loyaltyApi.ledger.points),
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ GET });
