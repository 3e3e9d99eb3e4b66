import 'server-only';
import {
  loyaltyApi,
  type MemberSessions,
  type MemberSubscriptions,
  type NavigationItem,
} from '@loyalty/contract';
import { pageMemberCaller } from './auth/member-session';
import { rootLogger, type Logger } from './logger';
import { getPageContext } from './page-context';

/**
 * What the profile page's lower parts show, for its server render: the member's devices, their membership (the
 * badge on the card) and the business's menu entries. Without them each part fetched its data after hydration and
 * was rendered in the browser as it arrived: several long tasks on a slow phone, right when the page should become
 * usable. Asked beside the member layout's session check (the API checks the session on the member calls too).
 * Each is null when there is no session or its call fails: that part then fetches it in the browser as before.
 */
export interface ProfileParts {
  sessions: MemberSessions | null;
  /** With the language it was asked in (the plans' names are translated): the browser asks in the same one. */
  subscriptions: { language: string; value: MemberSubscriptions } | null;
  navigationItems: NavigationItem[] | null;
}

const NONE: ProfileParts = { sessions: null, subscriptions: null, navigationItems: null };

async function orNull<T>(log: Logger, what: string, load: () => Promise<T | null>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    log.warn({ err: error, part: what }, 'profile part not rendered on the server; the browser fetches it');
    return null;
  }
}

export async function loadProfileParts(): Promise<ProfileParts> {
  let log = rootLogger();
  try {
    const [caller, { language }] = await Promise.all([pageMemberCaller('profile-parts'), getPageContext()]);
    if (!caller) return NONE;
    log = caller.log;
    const { api } = caller;
    const lang = language.code;
    const [sessions, subscriptions, navigationItems] = await Promise.all([
      orNull(log, 'sessions', () => api.call(loyaltyApi.session.list)),
      orNull(log, 'subscriptions', async () => {
        const value = await api.call(loyaltyApi.subscriptions.list, { query: { lang } });
        return value ? { language: lang, value } : null;
      }),
      orNull(log, 'navigation', () => api.call(loyaltyApi.navigation.items)),
    ]);
    return { sessions, subscriptions, navigationItems };
  } catch (error) {
    log.warn({ err: error }, 'profile parts not rendered on the server; the browser fetches them');
    return NONE;
  }
}
