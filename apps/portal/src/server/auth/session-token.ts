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

/** next-auth's tolerance for the clock when it checks `exp`, as `decode` applies it. */
const CLOCK_TOLERANCE_MS = 15_000;
/** How long a decoded cookie is reused at most (it is reused only until its own `exp` in any case). */
const DECODED_REUSE_MS = 60_000;
const DECODED_MAX_ENTRIES = 2_000;

/**
 * Cookies decoded lately, by their exact value and the secret that opened them: a member's browser sends the
 * same cookie with every call, and decrypting it (AES-GCM, the JWT's checks, the schema) was the largest share of
 * the portal's own CPU in a member call under load. An entry is used only before the token's `exp` (with
 * next-auth's tolerance), so reuse never accepts a cookie that decoding would refuse. Revocation is not in the
 * cookie: the API checks the session on every member call.
 */
const decoded = new Map<string, { member: MemberToken; usableUntil: number }>();

function rememberDecoded(key: string, member: MemberToken, payload: unknown, now: number): void {
  const exp = (payload as { exp?: unknown }).exp;
  if (typeof exp !== 'number') return;
  decoded.set(key, {
    member,
    usableUntil: Math.min(exp * 1000 + CLOCK_TOLERANCE_MS, now + DECODED_REUSE_MS),
  });
  // A Map iterates in insertion order: the first keys are the oldest.
  for (const oldest of decoded.keys()) {
    if (decoded.size <= DECODED_MAX_ENTRIES) break;
    decoded.delete(oldest);
  }
}

/**
 * The member of a request's session cookie, or null (guest). A cookie that cannot be decoded (wrong
 * secret, expired, tampered, not ours) is logged and treated as no session.
 */
export async function readMemberToken(cookies: CookieSource, log: Logger): Promise<MemberToken | null> {
  const { secret, useSecureCookies } = authEnv();
  const token = sessionCookieValueUnderEitherName(cookies, useSecureCookies);
  if (!token) return null;
  const key = `${secret}\u0000${token}`;
  const now = Date.now();
  const kept = decoded.get(key);
  if (kept && kept.usableUntil > now) return kept.member;
  if (kept) decoded.delete(key);
  try {
    const payload = await decodeSessionJwt(token, secret);
    const member = memberTokenSchema.safeParse(payload);
    if (member.success) {
      rememberDecoded(key, member.data, payload, now);
      return member.data;
    }
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
