import 'server-only';
import { loyaltyApi, type Gifts, type Shop, type ShopItems } from '@loyalty/contract';
import { loadPagePart } from './page-parts';

/** A shop's items for the shop page's server render (see `loadPageParts`); null: the browser fetches them. */
export function loadShopItems(shop: Shop): Promise<ShopItems | null> {
  return loadPagePart('shop-items', ({ api }) => api.call(loyaltyApi.shop.items, { params: { shop } }));
}

/** The member's gifts for the rewards page's server render (see `loadPageParts`); null: the browser fetches them. */
export function loadGifts(): Promise<Gifts | null> {
  return loadPagePart('gifts', ({ api }) => api.call(loyaltyApi.gifts.list));
}
