import 'server-only';
import { loyaltyApi, type Shop, type ShopPurchaseRequest } from '@loyalty/contract';
import type { ServerCaller } from './loyalty-client';

/**
 * The points-shop and reward-shop purchase routes differ only in the shop. The idempotency key goes through
 * untouched: the API answers a retry with the first result and spends nothing more.
 */
export function submitShopPurchase(api: ServerCaller, shop: Shop, body: ShopPurchaseRequest) {
  return api.call(loyaltyApi.shop.purchase, { params: { shop }, body });
}
