import 'server-only';
import { loyaltyApi, type MemberMessage, type MemberMessagesQuery } from '@loyalty/contract';
import { pageMemberCaller } from './auth/member-session';
import { rootLogger } from './logger';

/**
 * The first page of the member's inbox for the inbox page's server render, so that the list is in the page's HTML
 * instead of being built in the browser after a fetch (a long task right after hydration on a slow phone). Asked
 * beside the member layout's session check, not after it: the API checks the session on this call as well, and a
 * refused one answers no messages. Null when there is no session or the call fails: the browser then fetches the
 * page as before.
 */
export async function loadInboxFirstPage(query: MemberMessagesQuery): Promise<MemberMessage[] | null> {
  let log = rootLogger();
  try {
    const caller = await pageMemberCaller('inbox-first-page');
    if (!caller) return null;
    log = caller.log;
    return await caller.api.call(loyaltyApi.messages.list, { query });
  } catch (error) {
    log.warn({ err: error }, 'first inbox page not rendered on the server; the browser fetches it');
    return null;
  }
}
