import { createHmac, timingSafeEqual } from 'node:crypto';
import { sha256Hex } from '../../lib/secrets';

/**
 * Wallet links open without a session (a phone scans the QR code shown on a desktop), so each carries its own
 * credential: a payload naming the wallet, business, member and expiry, and an HMAC of it. A token of one wallet
 * does not open the other's link; a token of another business is refused by the business check.
 */

export type WalletKind = 'apple' | 'google';

/** 128 bits of the HMAC: plenty for a credential that lives an hour, and the token stays short for a URL. */
const linkSignature = (
  secret: string,
  kind: WalletKind,
  businessId: string,
  member: string,
  expiry: string,
) =>
  createHmac('sha256', secret)
    .update(`wallet-link:${kind}:${businessId}:${member}:${expiry}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');

const KIND_LETTER: Record<WalletKind, string> = { apple: 'a', google: 'g' };
const UUID_HEX = /^[0-9a-f]{32}$/;

/** `<a|g>.<member id without dashes>.<expiry, base-36 seconds>.<signature>`: short enough for a path segment. */
export function signWalletLink(
  secret: string,
  link: { kind: WalletKind; businessId: string; memberId: string; expiresAt: Date },
): string {
  const member = link.memberId.replaceAll('-', '').toLowerCase();
  const expiry = Math.floor(link.expiresAt.getTime() / 1000).toString(36);
  return [
    KIND_LETTER[link.kind],
    member,
    expiry,
    linkSignature(secret, link.kind, link.businessId, member, expiry),
  ].join('.');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The member id of a valid, unexpired link token of this wallet and business, or null. */
export function verifyWalletLink(
  secret: string,
  token: string,
  expected: { kind: WalletKind; businessId: string; now: Date },
): string | null {
  const [letter, member, expiry, signature, extra] = token.split('.');
  if (!letter || !member || !expiry || !signature || extra !== undefined) return null;
  if (letter !== KIND_LETTER[expected.kind] || !UUID_HEX.test(member)) return null;
  if (!sameText(signature, linkSignature(secret, expected.kind, expected.businessId, member, expiry)))
    return null;
  if (Number.parseInt(expiry, 36) * 1000 <= expected.now.getTime()) return null;
  return `${member.slice(0, 8)}-${member.slice(8, 12)}-${member.slice(12, 16)}-${member.slice(16, 20)}-${member.slice(20)}`;
}

/** The PassKit authentication token of a pass: derived from its serial, so it needs no storage of its own. */
export function passAuthToken(secret: string, serialNumber: string): string {
  return createHmac('sha256', secret).update(`wallet-pass:${serialNumber}`).digest('base64url');
}

/** What the database keeps of a pass token. */
export const passTokenHash = (token: string): string => sha256Hex(token);

/** Whether a presented token is the pass's (compared by hash, in constant time). */
export function passTokenMatches(presented: string, storedHash: string): boolean {
  return sameText(passTokenHash(presented), storedHash);
}
