import type { ShopItem } from '@loyalty/contract';

/** What the member holds of each type, in hundredths. */
export interface Held {
  point: number;
  credit: number;
}

export interface NextReward {
  item: ShopItem;
  /** Hundredths of the item's price type still missing; 0 when the member can already afford it. */
  missing: number;
  /** How far along the member is, from 0 to 1. */
  progress: number;
}

const inStock = (item: ShopItem) => item.stock === null || item.stock > 0;

/**
 * The reward to show a member next: the cheapest in-stock item they cannot afford yet, with what is missing
 * and the progress toward it. When they can afford everything, the dearest item they can get now (progress 1),
 * so the home suggests spending; null when the shop has nothing in stock.
 */
export function nextReward(items: readonly ShopItem[], held: Held): NextReward | null {
  const available = items.filter((item) => inStock(item) && item.price > 0);
  const missingOf = (item: ShopItem) => Math.max(0, item.price - held[item.priceType]);
  const unaffordable = available
    .filter((item) => missingOf(item) > 0)
    .sort((a, b) => a.price - b.price || missingOf(a) - missingOf(b));
  const target = unaffordable[0];
  if (target) {
    const progress = Math.min(1, Math.max(0, held[target.priceType] / target.price));
    return { item: target, missing: missingOf(target), progress };
  }
  const dearest = [...available].sort((a, b) => b.price - a.price)[0];
  return dearest ? { item: dearest, missing: 0, progress: 1 } : null;
}
