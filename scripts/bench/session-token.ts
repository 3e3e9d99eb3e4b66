/**
 * Reads the portal's session cookie (next-auth v4: a JWE, `dir` + A256GCM, key derived with HKDF from
 * NEXTAUTH_SECRET) so that the bench can call the API's member routes with the same x-member-id,
 * x-session-auth-time and x-session-id the portal sends. Done with node:crypto because the key derivation is next-auth's
 * documented one and importing next-auth from the portal's workspace would tie the bench to its internals.
 */
import { createDecipheriv, hkdfSync } from 'node:crypto';

export interface SessionClaims {
  comoMemberId: string;
  businessId: string;
  authTime: number;
  sessionId: string;
}

export function decodeSessionToken(token: string, secret: string): SessionClaims {
  const [protectedHeader, encryptedKey, iv, ciphertext, tag] = token.split('.');
  if (protectedHeader === undefined || encryptedKey !== '' || !iv || !ciphertext || !tag) {
    throw new Error('the session cookie is not a next-auth JWE');
  }
  const key = Buffer.from(hkdfSync('sha256', secret, '', 'NextAuth.js Generated Encryption Key', 32));
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(protectedHeader, 'ascii'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const plain = Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]);
  const claims = JSON.parse(plain.toString('utf8')) as Partial<SessionClaims>;
  if (
    typeof claims.comoMemberId !== 'string' ||
    typeof claims.businessId !== 'string' ||
    typeof claims.authTime !== 'number' ||
    typeof claims.sessionId !== 'string'
  ) {
    throw new Error('the session cookie lacks comoMemberId, businessId, authTime or sessionId');
  }
  return {
    comoMemberId: claims.comoMemberId,
    businessId: claims.businessId,
    authTime: claims.authTime,
    sessionId: claims.sessionId,
  };
}
