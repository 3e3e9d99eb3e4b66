import { describe, expect, it } from 'vitest';
import type { ShopItem } from '@loyalty/contract';
import { nextReward } from './next-reward';

const item = (id: string, price: number, extra: Partial<ShopItem> = {}): ShopItem => ({
  id,
  shop: 'points',
  name: id,
  description: '',
  imageUrl: null,
  price,
  priceType: 'point',
  stock: null,
  activeFrom: null,
  activeUntil: null,
  ...extra,
});

describe('nextReward', () => {
  const items = [
    item('latte', 5000),
    item('muffin', 2000),
    item('mug', 20000),
    item('gone', 3000, { stock: 0 }),
  ];

  it('aims at the cheapest in-stock item the member cannot afford yet, with what is missing', () => {
    expect(nextReward(items, { point: 2500, credit: 0 })).toEqual({
      item: items[0],
      missing: 2500,
      progress: 0.5,
    });
    // The sold-out item is never the target, though it is cheaper.
    expect(nextReward(items, { point: 1000, credit: 0 })?.item.id).toBe('muffin');
    expect(nextReward(items, { point: 0, credit: 0 })).toMatchObject({ missing: 2000, progress: 0 });
  });

  it('counts each item in its own price type', () => {
    const mixed = [item('voucher', 1000, { priceType: 'credit' }), item('latte', 5000)];
    expect(nextReward(mixed, { point: 6000, credit: 400 })).toMatchObject({
      item: { id: 'voucher' },
      missing: 600,
      progress: 0.4,
    });
  });

  it('suggests the dearest item within reach when everything is affordable, and nothing for an empty shop', () => {
    expect(nextReward(items, { point: 50000, credit: 0 })).toEqual({
      item: items[2],
      missing: 0,
      progress: 1,
    });
    expect(nextReward([], { point: 100, credit: 0 })).toBeNull();
    expect(nextReward([item('gone', 10, { stock: 0 })], { point: 0, credit: 0 })).toBeNull();
  });
});
