import 'server-only';
import {
  loyaltyApi,
  type BudgetActivityPage,
  type FriendReferral,
  type Gifts,
  type PointsSummary,
  type PurchaseActivityPage,
  type Shop,
  type ShopItems,
} from '@loyalty/contract';
import { headers } from 'next/headers';
import { loadPagePart, loadPageParts, type PageParts } from './page-parts';
import { ownOrigin } from './same-origin';

/** A shop's items for the shop page's server render (see `loadPageParts`); null: the browser fetches them. */
export function loadShopItems(shop: Shop): Promise<ShopItems | null> {
  return loadPagePart('shop-items', ({ api }) => api.call(loyaltyApi.shop.items, { params: { shop } }));
}

/** What the rewards page shows, for its server render (see `loadPageParts`). */
export type RewardsParts = PageParts<{
  gifts: Gifts;
  /** With its link on the origin the member reached, as `GET /api/protected/member/friendReferral` answers. */
  referral: FriendReferral & { link: string };
}>;

const NO_REWARDS: RewardsParts = { gifts: null, referral: null };

export function loadRewardsParts(): Promise<RewardsParts> {
  return loadPageParts('rewards-parts', NO_REWARDS, async ({ api, part }) => {
    const [gifts, referral] = await Promise.all([
      part('gifts', () => api.call(loyaltyApi.gifts.list)),
      part('referral', async () => {
        const [value, requestHeaders] = await Promise.all([api.call(loyaltyApi.referrals.get), headers()]);
        if (!value) return null;
        // The portal serves its pages over plain HTTP; a TLS proxy in front says so in x-forwarded-proto.
        const origin = ownOrigin(requestHeaders, new URL('http://localhost'));
        return { ...value, link: new URL(value.path, origin).toString() };
      }),
    ]);
    return { gifts, referral };
  });
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
