import type { KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Clock } from './clock';

/**
 * OAuth 2.0 access tokens of a Google service account (the JWT-bearer grant): a JWT signed with the account's
 * RSA key is traded at the token endpoint for a bearer token, kept until a minute before it expires. Google
 * Wallet's REST API and Firebase Cloud Messaging both take such a token.
 */

const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
const JWT_BEARER_GRANT = 'urn:ietf:params:oauth:grant-type:jwt-bearer';

/** Lifetime Google allows for an assertion, at most one hour. */
const ASSERTION_SECONDS = 3600;
/** A token is renewed this long before it expires, so that no call goes out with one about to lapse. */
const RENEW_BEFORE_MS = 60_000;

export interface ServiceAccount {
  clientEmail: string;
  privateKey: KeyObject;
}

export interface AccessTokens {
  /** A valid bearer token, fetched on first use and again when it nears its expiry. */
  token(): Promise<string>;
  /** Forgets the kept token (after a 401 from the API that took it). */
  reset(): void;
}

class GoogleTokenError extends Error {
  constructor(
    readonly status: number,
    detail: string,
  ) {
    super(`Google token endpoint answered ${status}: ${detail.slice(0, 200)}`);
    this.name = 'GoogleTokenError';
  }
}

export function googleAccessTokens(options: {
  account: ServiceAccount;
  scope: string;
  tokenUrl?: string;
  clock?: Clock;
}): AccessTokens {
  const tokenUrl = options.tokenUrl ?? GOOGLE_TOKEN_URL;
  const now = options.clock ?? (() => new Date());
  let kept: { value: string; expiresAt: number } | undefined;
  let inFlight: Promise<string> | undefined;

  async function fetchToken(): Promise<string> {
    const issuedAt = Math.floor(now().getTime() / 1000);
    const assertion = await new SignJWT({ scope: options.scope })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(options.account.clientEmail)
      .setAudience(tokenUrl)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ASSERTION_SECONDS)
      .sign(options.account.privateKey);
    const response = await fetch(tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: JWT_BEARER_GRANT, assertion }).toString(),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await response.text();
    if (!response.ok) throw new GoogleTokenError(response.status, text);
    const body = JSON.parse(text) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string') throw new GoogleTokenError(response.status, 'no access_token');
    const seconds = typeof body.expires_in === 'number' ? body.expires_in : ASSERTION_SECONDS;
    kept = { value: body.access_token, expiresAt: now().getTime() + seconds * 1000 - RENEW_BEFORE_MS };
    return body.access_token;
  }

  return {
    async token() {
      if (kept && kept.expiresAt > now().getTime()) return kept.value;
      // Calls that arrive while a token is being fetched wait for that one instead of asking again.
      inFlight ??= fetchToken().finally(() => (inFlight = undefined));
      return inFlight;
    },
    reset() {
      kept = undefined;
    },
  };
}
