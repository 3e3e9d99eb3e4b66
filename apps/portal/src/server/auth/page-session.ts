import 'server-only';
import type { Session } from 'next-auth';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { SESSION_MAX_AGE_SECONDS } from '@loyalty/contract';
import { rootLogger } from '../logger';
import { sessionOf } from './auth-options';
import { readMemberToken, type MemberToken } from './session-token';

/**
 * The session cookie of the page being rendered, decoded once per request: the root layout, the member layout
 * and the pages all read it through here (React's per-request cache), instead of each decrypting it again.
 */
export const getPageMemberToken = cache(async (): Promise<MemberToken | null> =>
  readMemberToken(await cookies(), rootLogger().child({ path: 'page-session' })),
);

/**
 * The session as the client's SessionProvider starts from (no request to /api/auth/session on load, no
 * "signed out" flash): what next-auth's session callback would give for the cookie, with next-auth's rolling
 * expiry. Decoding only: whether the API still accepts it is getMemberSession's question.
 */
export async function getPageSession(): Promise<Session | null> {
  try {
    const token = await getPageMemberToken();
    if (!token) return null;
    return sessionOf(token, new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000).toISOString());
  } catch (error) {
    rootLogger().error({ err: error }, 'page preload failed: session');
    return null;
  }
}
