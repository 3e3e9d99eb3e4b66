import 'server-only';
import { loyaltyApi, type MemberMessage, type MemberMessagesQuery } from '@loyalty/contract';
import { loadPagePart } from './page-parts';

/**
 * The navigation bar's bell (the member's latest messages, whose unread ones it counts), read while the page renders
 * on the server so that its badge is in the page's HTML and the browser does not fetch it after hydration; null
 * without a session of this business or when the call fails (the bell then fetches, as before).
 */
export function loadBellMessages(query: MemberMessagesQuery): Promise<MemberMessage[] | null> {
  return loadPagePart('bell', ({ api }) => api.call(loyaltyApi.messages.list, { query }));
}
