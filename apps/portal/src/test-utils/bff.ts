import { encode } from 'next-auth/jwt';
import { NextRequest } from 'next/server';
import type { SignInResult } from '@loyalty/contract';

/**
 * BFF tests run against a real loyalty API (`startTestApi` from @loyalty/api/testing, imported by the
 * *.bff.test.ts files themselves: only they may reach into the API package). This points the portal's
 * environment at it; call it before importing any route handler, as env.ts reads the environment once.
 */
export function pointPortalAt(api: { url: string; serviceToken: string }): void {
  process.env.LOYALTY_API_URL = api.url;
  process.env.SERVICE_TOKEN = api.serviceToken;
  process.env.LOG_LEVEL = 'silent';
  process.env.NEXTAUTH_SECRET = BFF_NEXTAUTH_SECRET;
  delete process.env.NEXTAUTH_URL;
}

/** The session secret of BFF tests, for minting session cookies with next-auth/jwt `encode`. */
export const BFF_NEXTAUTH_SECRET = 'bff-test-nextauth-secret-0123456789abcdef';

/** A browser request to the portal as it arrives at a route handler. */
export function portalRequest(path: string, headers: Record<string, string> = {}): NextRequest {
  return new NextRequest(`http://localhost:3100${path}`, { headers: { host: 'localhost:3100', ...headers } });
}

function portalJson(
  method: 'POST' | 'PUT',
  path: string,
  body: unknown,
  headers: Record<string, string>,
): NextRequest {
  const host = headers.host ?? 'localhost:3100';
  return new NextRequest(`http://localhost:3100${path}`, {
    method,
    headers: { host, origin: `http://${host}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** A same-origin JSON POST from a portal page (Origin set as a browser sets it). */
export function portalPost(path: string, body: unknown, headers: Record<string, string> = {}): NextRequest {
  return portalJson('POST', path, body, headers);
}

/** A same-origin JSON PUT from a portal page. */
export function portalPut(path: string, body: unknown, headers: Record<string, string> = {}): NextRequest {
  return portalJson('PUT', path, body, headers);
}

/** The `cookie` header of a browser holding this member's portal session. */
export async function sessionCookie(session: SignInResult): Promise<string> {
  const token = { ...session, sub: session.comoMemberId };
  return `next-auth.session-token=${await encode({ token, secret: BFF_NEXTAUTH_SECRET })}`;
}

/** Dynamic segments as Next passes them. */
export function segment(params: Record<string, string>) {
  return { params: Promise.resolve(params) };
}

export const NORTHWIND = { host: 'northwind.localhost:3100' };
