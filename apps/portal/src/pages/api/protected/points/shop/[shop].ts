// GET /api/protected/points/shop/{shop}: the active items of the points or reward shop.
import { loyaltyApi, portalApi } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';
import { pagesApiRoute } from '@/server/pages-api';

export const GET = routeHandler(portalApi.ledger.shopItems, {
  handler: ({ api, params }) => api.call(loyaltyApi.shop.items, { params }),
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ GET });
