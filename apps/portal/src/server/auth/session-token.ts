import 'server-only';
import { hkdfSync } from 'node:crypto';
import { jwtDecrypt } from 'jose';
import { z } from 'zod';
import { authEnv } from '@/env';
import type { Logger } from '../logger';
import { sessionCookieValueUnderEitherName, type CookieSource } from './session-cookie';

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
  /** The API's session of this device; sent as SESSION_ID_HEADER. A cookie without one is no session. */
  sessionId: z.uuid(),
});
export type MemberToken = z.infer<typeof memberTokenSchema>;

/**
 * next-auth v4's key for the session JWE: HKDF-SHA256 of the secret, empty salt, its fixed info string, 32 bytes.
 * next-auth's `decode` derives it again for every cookie it reads; it depends on the secret alone, so it is
 * derived once per secret here (a measurable share of each member call's CPU under load).
 */
const NEXTAUTH_KEY_INFO = 'NextAuth.js Generated Encryption Key';
let derivedKey: { secret: string; key: Uint8Array } | undefined;

function sessionEncryptionKey(secret: string): Uint8Array {
  if (derivedKey?.secret !== secret) {
    derivedKey = { secret, key: new Uint8Array(hkdfSync('sha256', secret, '', NEXTAUTH_KEY_INFO, 32)) };
  }
  return derivedKey.key;
}

/** What next-auth's `decode` does (same algorithm and 15 s clock tolerance for `exp`), with the key kept. */
export async function decodeSessionJwt(token: string, secret: string): Promise<unknown> {
  const { payload } = await jwtDecrypt(token, sessionEncryptionKey(secret), { clockTolerance: 15 });
  return payload;
}

/**
 * The member of a request's session cookie, or null (guest). A cookie that cannot be decoded (wrong
 * secret, expired, tampered, not ours) is logged and treated as no session.
 */
export async function readMemberToken(cookies: CookieSource, log: Logger): Promise<MemberToken | null> {
  const { secret, useSecureCookies } = authEnv();
  const token = sessionCookieValueUnderEitherName(cookies, useSecureCookies);
  if (!token) return null;
  try {
    const payload = await decodeSessionJwt(token, secret);
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
