import 'server-only';
import { randomUUID } from 'node:crypto';
import { headers } from 'next/headers';
import { cache } from 'react';
import { REQUEST_ID_HEADER, loyaltyApi, type MemberDetails, type SessionClaims } from '@loyalty/contract';
import { createServerCaller, LoyaltyApiError, memberContextOf, type ServerCaller } from '../loyalty-client';
import { rootLogger, type Logger } from '../logger';
import { getPageContext } from '../page-context';
import { getPageMemberToken } from './page-session';
import type { MemberToken } from './session-token';

export interface MemberSession {
  token: MemberToken;
  /** The member as the API knows them now (the API refuses a revoked session). */
  claims: SessionClaims;
  /** The member's details and balances as `GET /api/protected/member/getMemberDetails` gives them. */
  details: MemberDetails;
}

/** A caller of the loyalty API acting for the page's member: the session cookie's, of this business. */
export interface PageMemberCaller {
  token: MemberToken;
  api: ServerCaller;
  log: Logger;
}

/**
 * The page's member as the session cookie names them, with a caller acting for them; null when there is no cookie
 * or it is another business's. Whether the API still accepts the session is the call's own question (every member
 * route checks it).
 */
export async function pageMemberCaller(path: string): Promise<PageMemberCaller | null> {
  const requestId = (await headers()).get(REQUEST_ID_HEADER) ?? randomUUID();
  const log = rootLogger().child({ requestId, path });
  const token = await getPageMemberToken();
  if (!token) return null;
  const { businessId } = await getPageContext();
  if (!businessId || token.businessId !== businessId) {
    log.info({ businessId, sessionBusinessId: token.businessId }, 'session of another business refused');
    return null;
  }
  const api = createServerCaller({ businessId, ...memberContextOf(token), requestId, log });
  return { token, api, log };
}

/**
 * The signed-in member of the page being rendered, checked with the API, so that a session revoked by sign-out
 * elsewhere or account deletion is refused, not just an absent or undecodable cookie. Null when there is no
 * valid session of this business. Once per request. The check is the member's details call (every member
 * route checks the session the same way), so the page gets the details the browser would otherwise fetch
 * after hydration: the root layout hands them to the client's cache.
 */
export const getMemberSession = cache(async (): Promise<MemberSession | null> => {
  const caller = await pageMemberCaller('member-session');
  if (!caller) return null;
  const { token, api, log } = caller;
  try {
    const details = await api.call(loyaltyApi.profile.details);
    if (!details) return null;
    const { comoMemberId, email, firstName, lastName } = details.member;
    const { businessId } = token;
    return { token, claims: { comoMemberId, businessId, email, firstName, lastName }, details };
  } catch (error) {
    if (error instanceof LoyaltyApiError && error.status === 401) {
      log.info({ message: error.message }, 'session refused by the loyalty API');
      return null;
    }
    throw error;
  }
});
