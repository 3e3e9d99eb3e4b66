import { NextResponse, type NextRequest } from 'next/server';
import { REQUEST_ID_HEADER } from '@loyalty/contract/constants';
import { hasSessionCookie } from '@/server/auth/session-cookie';
import { REQUEST_PATH_HEADER, signInRedirectPath } from '@/server/request-path';
import {
  PAGE_CACHE_HEADER,
  PageCache,
  cacheableHeaders,
  nonceOf,
  pageCacheKey,
  withNonce,
  type CachedPage,
} from '@/server/page-cache';
import { NONCE_HEADER, contentSecurityPolicy } from '@/server/security-headers';

const MEMBER_AREA = /^\/member(\/|$)/;

/**
 * Gives every page request a fresh CSP nonce (Next applies it to its own scripts when it finds the CSP
 * in the request headers) and a request id for the logs. Sends visitors without any session cookie from
 * member pages to sign-in at once; that is only an optimistic shortcut: the access checks are in the
 * (member) layout, the route wrapper and the API.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  // The one address per page (Next's own redirect is off for the sake of a BFF route: next.config.mjs).
  if (pathname.length > 1 && pathname.endsWith('/')) {
    return NextResponse.redirect(new URL(pathname.replace(/\/+$/, '') + search, request.url), 308);
  }
  if (MEMBER_AREA.test(pathname) && !hasSessionCookie(request.cookies)) {
    return NextResponse.redirect(new URL(signInRedirectPath(pathname + search), request.url));
  }

  const nonce = btoa(crypto.randomUUID());
  const policy = contentSecurityPolicy({ nonce, isDevelopment: process.env.NODE_ENV === 'development' });

  const pageRequest = {
    method: request.method,
    pathname,
    search,
    headers: request.headers,
    hasSession: hasSessionCookie(request.cookies),
  };
  const key = pageCacheEnabled() ? pageCacheKey(pageRequest) : undefined;
  const cached = key ? await pageCache().get(key, pageRequest) : undefined;
  if (cached) {
    const page = withNonce(cached, nonce);
    const response = new NextResponse(page.html, { status: 200, headers: page.headers });
    response.headers.set('content-security-policy', policy);
    response.headers.set(PAGE_CACHE_HEADER, 'hit');
    return response;
  }
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(NONCE_HEADER, nonce);
  requestHeaders.set('content-security-policy', policy);
  if (!requestHeaders.has(REQUEST_ID_HEADER)) requestHeaders.set(REQUEST_ID_HEADER, crypto.randomUUID());
  requestHeaders.set(REQUEST_PATH_HEADER, pathname + search);

  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('content-security-policy', policy);
  return response;
}

/** Off with PORTAL_PAGE_CACHE=0, and in development (where every change must show at once). */
function pageCacheEnabled(): boolean {
  return process.env.PORTAL_PAGE_CACHE !== '0' && process.env.NODE_ENV === 'production';
}

/**
 * This portal process's own address: a page for the cache is rendered by asking the portal for it (through
 * this proxy again, which passes such a request to the page). Any worker of the cluster may answer.
 */
function selfOrigin(): string {
  const host =
    process.env.HOST && !['0.0.0.0', '::'].includes(process.env.HOST) ? process.env.HOST : '127.0.0.1';
  return `http://${host.includes(':') ? `[${host}]` : host}:${process.env.PORT ?? '3000'}`;
}

async function renderForCache(path: string, headers: Headers): Promise<CachedPage | undefined> {
  const response = await fetch(`${selfOrigin()}${path}`, {
    headers,
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
  });
  const kept = cacheableHeaders(response.status, response.headers);
  const nonce = nonceOf(response.headers.get('content-security-policy'));
  const html = await response.text();
  return kept && nonce ? { html, headers: kept, nonce, renderedAt: Date.now() } : undefined;
}

let cache: PageCache | undefined;
const pageCache = () => (cache ??= new PageCache(renderForCache));

export const config = {
  matcher: [
    {
      // Documents only: API answers, build assets and icons carry the static headers of next.config.mjs.
      source: '/((?!api/|_next/static|_next/image|favicon\\.).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
};
