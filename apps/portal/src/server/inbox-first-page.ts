import 'server-only';
import { loyaltyApi, type MemberMessage, type MemberMessagesQuery } from '@loyalty/contract';
import { loadPageParts } from './page-parts';

/**
 * The first page of the member's inbox for the inbox page's server render (see `loadPageParts`), so that the list
 * is in the page's HTML instead of being built in the browser after a fetch. Null when there is no session or the
 * call fails: the browser then fetches the page as before.
 */
export async function loadInboxFirstPage(query: MemberMessagesQuery): Promise<MemberMessage[] | null> {
  const { firstPage } = await loadPageParts<{ firstPage: MemberMessage[] }>(
    'inbox-first-page',
    { firstPage: null },
    async ({ api, part }) => ({
      firstPage: await part('first page', () => api.call(loyaltyApi.messages.list, { query })),
    }),
  );
  return firstPage;
}
