// POST /api/protected/points/submitPointShopPurchase: `{ itemId, idempotencyKey }`, buys a points-shop item.
import { portalApi } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';
import { submitShopPurchase } from '@/server/shop-purchase';
import { pagesApiRoute } from '@/server/pages-api';

export const POST = routeHandler(portalApi.ledger.pointShopPurchase, {
  handler: ({ api, body }) => submitShopPurchase(api, 'points', body),
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ POST });
