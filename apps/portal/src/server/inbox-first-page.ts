import 'server-only';
import { loyaltyApi, type MemberMessage, type MemberMessagesQuery } from '@loyalty/contract';
import { loadPagePart } from './page-parts';

/**
 * The first page of the member's inbox for the inbox page's server render (see `loadPageParts`), so that the list
 * is in the page's HTML instead of being built in the browser after a fetch. Null when there is no session or the
 * call fails: the browser then fetches the page as before.
 */
export function loadInboxFirstPage(query: MemberMessagesQuery): Promise<MemberMessage[] | null> {
  return loadPagePart('inbox-first-page', ({ api }) => api.call(loyaltyApi.messages.list, { query }));
}
