import { NextRequest } from 'next/server';

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

/** A same-origin JSON POST from a portal page (Origin set as a browser sets it). */
export function portalPost(path: string, body: unknown, headers: Record<string, string> = {}): NextRequest {
  const host = headers.host ?? 'localhost:3100';
  return new NextRequest(`http://localhost:3100${path}`, {
    method: 'POST',
    headers: { host, origin: `http://${host}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** Dynamic segments as Next passes them. */
export function segment(params: Record<string, string>) {
  return { params: Promise.resolve(params) };
}

export const NORTHWIND = { host: 'northwind.localhost:3100' };
