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
}

/** A browser request to the portal as it arrives at a route handler. */
export function portalRequest(path: string, headers: Record<string, string> = {}): NextRequest {
  return new NextRequest(`http://localhost:3100${path}`, { headers: { host: 'localhost:3100', ...headers } });
}

/** Dynamic segments as Next passes them. */
export function segment(params: Record<string, string>) {
  return { params: Promise.resolve(params) };
}

export const NORTHWIND = { host: 'northwind.localhost:3100' };
