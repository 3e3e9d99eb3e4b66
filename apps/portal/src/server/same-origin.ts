import 'server-only';
import { FORWARDED_HOST_HEADER } from '@loyalty/contract';

/**
 * Cross-site request protection (docs/architecture.md, "Cross-site requests"): a state-changing request
 * must come from a page of the portal itself. Browsers set `Origin` (and `Sec-Fetch-Site`) on every POST,
 * PUT, PATCH and DELETE, and a page cannot forge either, so a form or fetch from another site is refused
 * even though the browser attaches the member's cookies to it.
 *
 * "Own origin" is the origin the browser addressed: the scheme and host a reverse proxy forwarded
 * (x-forwarded-proto / x-forwarded-host), else the request's own. Those two headers are only trusted to
 * name the portal's own address: a non-browser client can set them, but it could set Origin too, and it has
 * no member's cookies to abuse.
 */

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface HeaderSource {
  get(name: string): string | null;
}

const first = (value: string | null) => value?.split(',')[0]?.trim().toLowerCase() || null;

/** The origin the browser used to reach the portal, e.g. `https://portal.example.com`. */
export function ownOrigin(headers: HeaderSource, requestUrl: URL): string {
  const protocol = first(headers.get('x-forwarded-proto')) ?? requestUrl.protocol.replace(/:$/, '');
  const host = first(headers.get(FORWARDED_HOST_HEADER)) ?? first(headers.get('host')) ?? requestUrl.host;
  return `${protocol}://${host}`;
}

function normaliseOrigin(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.origin === 'null' ? null : url.origin;
  } catch {
    return null;
  }
}

/** Whether a request may change state: not a cross-site one. GET and HEAD always may (they must not change state). */
export function isSameOriginRequest(method: string, headers: HeaderSource, requestUrl: URL): boolean {
  if (!STATE_CHANGING_METHODS.has(method.toUpperCase())) return true;
  if (headers.get('sec-fetch-site') === 'same-origin') return true;
  const origin = headers.get('origin');
  if (!origin) return false;
  const normalised = normaliseOrigin(origin);
  return normalised !== null && normalised === normaliseOrigin(ownOrigin(headers, requestUrl));
}
