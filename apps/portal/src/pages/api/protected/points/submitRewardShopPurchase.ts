// POST /api/protected/points/submitRewardShopPurchase: `{ itemId, idempotencyKey }`, buys a reward-shop item.
import { portalApi } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';
import { submitShopPurchase } from '@/server/shop-purchase';
import { pagesApiRoute } from '@/server/pages-api';

export const POST = routeHandler(portalApi.ledger.rewardShopPurchase, {
  handler: ({ api, body }) => submitShopPurchase(api, 'reward', body),
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ POST });
