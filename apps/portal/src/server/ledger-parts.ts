import 'server-only';
import {
  loyaltyApi,
  type BudgetActivityPage,
  type Gifts,
  type PointsSummary,
  type PurchaseActivityPage,
  type Shop,
  type ShopItems,
} from '@loyalty/contract';
import { loadPagePart, loadPageParts, type PageParts } from './page-parts';

/** A shop's items for the shop page's server render (see `loadPageParts`); null: the browser fetches them. */
export function loadShopItems(shop: Shop): Promise<ShopItems | null> {
  return loadPagePart('shop-items', ({ api }) => api.call(loyaltyApi.shop.items, { params: { shop } }));
}

/** The member's gifts for the rewards page's server render (see `loadPageParts`); null: the browser fetches them. */
export function loadGifts(): Promise<Gifts | null> {
  return loadPagePart('gifts', ({ api }) => api.call(loyaltyApi.gifts.list));
}

/** What the activity page shows, for its server render (see `loadPageParts`). */
export type ActivityParts = PageParts<{
  summary: PointsSummary;
  /** The first page of the points entries (the list's first tab). */
  points: BudgetActivityPage;
  /** The first page of the purchases. */
  purchases: PurchaseActivityPage;
}>;

const NO_ACTIVITY: ActivityParts = { summary: null, points: null, purchases: null };

export function loadActivityParts(perPage: number): Promise<ActivityParts> {
  return loadPageParts('activity-parts', NO_ACTIVITY, async ({ api, part }) => {
    const [summary, points, purchases] = await Promise.all([
      part('points summary', () => api.call(loyaltyApi.ledger.points)),
      part('points entries', () =>
        api.call(loyaltyApi.activity.budget, {
          params: { creditType: 'points' },
          query: { page: 1, perPage },
        }),
      ),
      part('purchases', () => api.call(loyaltyApi.activity.purchases, { query: { page: 1, perPage } })),
    ]);
    return { summary, points, purchases };
  });
}
