import { createHmac, timingSafeEqual } from 'node:crypto';
import { sha256Hex } from '../../lib/secrets';

/**
 * Wallet links open without a session (a phone scans the QR code shown on a desktop), so each carries its own
 * credential: a payload naming the wallet, business, member and expiry, and an HMAC of it. A token of one wallet
 * does not open the other's link; a token of another business is refused by the business check.
 */

export type WalletKind = 'apple' | 'google';

interface LinkPayload {
  k: WalletKind;
  b: string;
  m: string;
  /** Expiry, seconds since the epoch. */
  e: number;
}

const sign = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('base64url');

export function signWalletLink(
  secret: string,
  link: { kind: WalletKind; businessId: string; memberId: string; expiresAt: Date },
): string {
  const payload: LinkPayload = {
    k: link.kind,
    b: link.businessId,
    m: link.memberId,
    e: Math.floor(link.expiresAt.getTime() / 1000),
  };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(secret, `wallet-link:${body}`)}`;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The member id of a valid link token of this wallet and business, or null. */
export function verifyWalletLink(
  secret: string,
  token: string,
  expected: { kind: WalletKind; businessId: string; now: Date },
): string | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  if (!sameText(signature, sign(secret, `wallet-link:${body}`))) return null;
  let payload: Partial<LinkPayload>;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<LinkPayload>;
  } catch {
    return null;
  }
  if (payload.k !== expected.kind || payload.b !== expected.businessId) return null;
  if (typeof payload.e !== 'number' || payload.e * 1000 <= expected.now.getTime()) return null;
  return typeof payload.m === 'string' ? payload.m : null;
}

/** The PassKit authentication token of a pass: derived from its serial, so it needs no storage of its own. */
export function passAuthToken(secret: string, serialNumber: string): string {
  return sign(secret, `wallet-pass:${serialNumber}`);
}

/** What the database keeps of a pass token. */
export const passTokenHash = (token: string): string => sha256Hex(token);

/** Whether a presented token is the pass's (compared by hash, in constant time). */
export function passTokenMatches(presented: string, storedHash: string): boolean {
  return sameText(passTokenHash(presented), storedHash);
}
