import { shopPurchaseResultSchema, type Shop, type ShopPurchaseRequest } from '@loyalty/contract';
import { readResponse, type ServerCaller } from './loyalty-client';

/**
 * The two purchase routes of SPEC.md section 7 differ only in the shop. The idempotency key goes through
 * untouched: the API answers a retry with the first result and spends nothing more.
 */
export async function submitShopPurchase(api: ServerCaller, shop: Shop, body: ShopPurchaseRequest) {
  const path = `/v1/member/shop/${shop}/purchase`;
  return readResponse(await api.post(path, { member: true, body }), shopPurchaseResultSchema, path);
}
