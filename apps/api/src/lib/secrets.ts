import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * A secret for one purpose derived from another one (the service token), so that a demo needs no extra
 * configuration while each purpose still gets its own key. Production may set each secret explicitly.
 */
export function deriveSecret(master: string, purpose: string): string {
  return createHmac('sha256', master).update(`loyalty:${purpose}`).digest('base64url');
}

export const sha256Hex = (value: string): string => createHash('sha256').update(value).digest('hex');

export const hmacSha256Hex = (key: string, value: string): string =>
  createHmac('sha256', key).update(value).digest('hex');

/** 32 random bytes, base64url: tickets and temporary tokens. */
export const randomToken = (): string => randomBytes(32).toString('base64url');
