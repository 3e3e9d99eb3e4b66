import 'server-only';
import { randomUUID } from 'node:crypto';
import { headers } from 'next/headers';
import {
  REQUEST_ID_HEADER,
  loyaltyApi,
  type MemberMessage,
  type MemberMessagesQuery,
} from '@loyalty/contract';
import { getPageMemberToken } from './auth/page-session';
import { createServerCaller, memberContextOf } from './loyalty-client';
import { rootLogger } from './logger';
import { getPageContext } from './page-context';

/**
 * The first page of the member's inbox for the inbox page's server render, so that the list is in the page's HTML
 * instead of being built in the browser after a fetch (a long task right after hydration on a slow phone). Asked
 * beside the member layout's session check, not after it: the API checks the session on this call as well, and a
 * refused one answers no messages. Null when there is no session or the call fails: the browser then fetches the
 * page as before.
 */
export async function loadInboxFirstPage(query: MemberMessagesQuery): Promise<MemberMessage[] | null> {
  const requestId = (await headers()).get(REQUEST_ID_HEADER) ?? randomUUID();
  const log = rootLogger().child({ requestId, path: 'inbox-first-page' });
  try {
    const token = await getPageMemberToken();
    if (!token) return null;
    const { businessId } = await getPageContext();
    if (!businessId || token.businessId !== businessId) return null;
    const api = createServerCaller({ businessId, ...memberContextOf(token), requestId, log });
    return await api.call(loyaltyApi.messages.list, { query });
  } catch (error) {
    log.warn({ err: error }, 'first inbox page not rendered on the server; the browser fetches it');
    return null;
  }
}
