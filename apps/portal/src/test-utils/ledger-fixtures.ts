import type { Gifts, ShopItems } from '@loyalty/contract';

/** A points shop of one item, the 15-point "Free espresso". */
export const pointsShopFixture: ShopItems = {
  items: [
    {
      id: '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      shop: 'points',
      name: 'Free espresso',
      description: 'A single shot',
      imageUrl: null,
      price: 1500,
      priceType: 'point',
      stock: null,
      activeFrom: null,
      activeUntil: null,
    },
  ],
};

/** One active gift, "Welcome muffin", received late on 1 December 2026 (UTC). */
export const giftsFixture: Gifts = {
  gifts: [
    {
      id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      name: 'Welcome muffin',
      description: '',
      imageUrl: null,
      source: 'admin',
      redeemCode: 'MUFFIN01',
      status: 'active',
      expiresAt: null,
      redeemedAt: null,
      createdAt: '2026-12-01T23:30:00.000Z',
    },
  ],
};
