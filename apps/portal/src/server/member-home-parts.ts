import 'server-only';
import {
  loyaltyApi,
  type BudgetActivityPage,
  type Gifts,
  type MemberMessage,
  type MemberMessagesQuery,
  type ShopItems,
} from '@loyalty/contract';
import { loadPageParts, type PageParts } from './page-parts';

/**
 * What the member home's tiles show, for its server render (see `loadPageParts`): the points shop (the next
 * reward), the member's gifts, the latest messages (the bell's request, whose unread ones the messages tile counts)
 * and the first page of their points activity.
 */
export type MemberHomeParts = PageParts<{
  pointsShop: ShopItems;
  gifts: Gifts;
  messages: MemberMessage[];
  activity: BudgetActivityPage;
}>;

export interface MemberHomeQueries {
  /** The bell's request (the tile and the bell share its cache entry). */
  messages: MemberMessagesQuery;
  /** The activity page's page size (the tile shows the start of its first page, sharing its cache entry). */
  activityPerPage: number;
}

const NONE: MemberHomeParts = { pointsShop: null, gifts: null, messages: null, activity: null };

export function loadMemberHomeParts(queries: MemberHomeQueries): Promise<MemberHomeParts> {
  return loadPageParts('member-home-parts', NONE, async ({ api, part }) => {
    const [pointsShop, gifts, messages, activity] = await Promise.all([
      part('points shop', () => api.call(loyaltyApi.shop.items, { params: { shop: 'points' } })),
      part('gifts', () => api.call(loyaltyApi.gifts.list)),
      part('messages', () => api.call(loyaltyApi.messages.list, { query: queries.messages })),
      part('activity', () =>
        api.call(loyaltyApi.activity.budget, {
          params: { creditType: 'points' },
          query: { page: 1, perPage: queries.activityPerPage },
        }),
      ),
    ]);
    return { pointsShop, gifts, messages, activity };
  });
}
