// POST /api/protected/points/submitRewardShopPurchase: `{ itemId, idempotencyKey }`, buys a reward-shop item.
import { shopPurchaseRequestSchema } from '@loyalty/contract';
import { routeHandler } from '@/server/route-handler';
import { submitShopPurchase } from '@/server/shop-purchase';

export const POST = routeHandler({
  member: true,
  body: shopPurchaseRequestSchema,
  handler: ({ api, body }) => submitShopPurchase(api, 'reward', body),
});
