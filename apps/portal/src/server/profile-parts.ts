import 'server-only';
import {
  loyaltyApi,
  type MemberSessions,
  type MemberSubscriptions,
  type NavigationItem,
} from '@loyalty/contract';
import { loadPageParts, type PageParts } from './page-parts';

/**
 * What the profile page's lower parts show, for its server render (see `loadPageParts`): the member's devices,
 * their membership (the badge on the card) and the business's menu entries.
 */
export type ProfileParts = PageParts<{
  sessions: MemberSessions;
  /** With the language it was asked in (the plans' names are translated): the browser asks in the same one. */
  subscriptions: { language: string; value: MemberSubscriptions };
  navigationItems: NavigationItem[];
}>;

const NONE: ProfileParts = { sessions: null, subscriptions: null, navigationItems: null };

export function loadProfileParts(): Promise<ProfileParts> {
  return loadPageParts('profile-parts', NONE, async ({ api, language, part }) => {
    const [sessions, subscriptions, navigationItems] = await Promise.all([
      part('sessions', () => api.call(loyaltyApi.session.list)),
      part('subscriptions', async () => {
        const value = await api.call(loyaltyApi.subscriptions.list, { query: { lang: language } });
        return value ? { language, value } : null;
      }),
      part('navigation', () => api.call(loyaltyApi.navigation.items)),
    ]);
    return { sessions, subscriptions, navigationItems };
  });
}
