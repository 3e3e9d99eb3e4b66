import { decode } from 'next-auth/jwt';
import { z } from 'zod';
import { authEnv } from '@/env';
import type { Logger } from '../logger';
import { sessionCookieName, sessionCookieValue, type CookieSource } from './session-cookie';

/**
 * The session cookie: next-auth's JWT (encrypted, A256GCM) holding who signed in, for which business and
 * when. Route handlers, the member layout and the sign-out event all read it through here.
 */

/** What the portal keeps in the JWT besides next-auth's own claims (iat, exp, jti). */
export const memberTokenSchema = z.object({
  comoMemberId: z.string().min(1),
  businessId: z.string().min(1),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** Epoch milliseconds of the sign-in; fixed for the session's life, sent as SESSION_AUTH_TIME_HEADER. */
  authTime: z.number().int(),
});
export type MemberToken = z.infer<typeof memberTokenSchema>;

/**
 * The member of a request's session cookie, or null (guest). A cookie that cannot be decoded (wrong
 * secret, expired, tampered, not ours) is logged and treated as no session (SPEC.md sections 6 and 8).
 */
export async function readMemberToken(cookies: CookieSource, log: Logger): Promise<MemberToken | null> {
  const { secret, useSecureCookies } = authEnv();
  const token = sessionCookieValue(cookies, sessionCookieName(useSecureCookies));
  if (!token) return null;
  try {
    const payload = await decode({ token, secret });
    const member = memberTokenSchema.safeParse(payload);
    if (member.success) return member.data;
    log.warn(
      { issues: member.error.issues.map((issue) => issue.path.join('.')) },
      'Error decoding session token',
    );
    return null;
  } catch (error) {
    log.warn({ err: error }, 'Error decoding session token');
    return null;
  }
}
