import 'server-only';
import { loyaltyApi, type BudgetActivityPage, type Gifts, type ShopItems } from '@loyalty/contract';
import { loadPageParts, type PageParts } from './page-parts';

/**
 * What the member home's tiles show, for its server render (see `loadPageParts`): the points shop (the next
 * reward), the member's gifts and the first page of their points activity. The messages tile counts the unread
 * among the bell's messages, which the root layout reads for every page (`loadBellMessages`).
 */
export type MemberHomeParts = PageParts<{
  pointsShop: ShopItems;
  gifts: Gifts;
  activity: BudgetActivityPage;
}>;

export interface MemberHomeQueries {
  /** The activity page's page size (the tile shows the start of its first page, sharing its cache entry). */
  activityPerPage: number;
}

const NONE: MemberHomeParts = { pointsShop: null, gifts: null, activity: null };

export function loadMemberHomeParts(queries: MemberHomeQueries): Promise<MemberHomeParts> {
  return loadPageParts('member-home-parts', NONE, async ({ api, part }) => {
    const [pointsShop, gifts, activity] = await Promise.all([
      part('points shop', () => api.call(loyaltyApi.shop.items, { params: { shop: 'points' } })),
      part('gifts', () => api.call(loyaltyApi.gifts.list)),
      part('activity', () =>
        api.call(loyaltyApi.activity.budget, {
          params: { creditType: 'points' },
          query: { page: 1, perPage: queries.activityPerPage },
        }),
      ),
    ]);
    return { pointsShop, gifts, activity };
  });
}
