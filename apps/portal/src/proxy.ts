import { NextResponse, type NextRequest } from 'next/server';
import { REQUEST_ID_HEADER, errorCodes, messageKeys } from '@loyalty/contract/constants';
import { hasSessionCookie } from '@/server/auth/session-cookie';
import { REQUEST_PATH_HEADER, signInRedirectPath } from '@/server/request-path';
import { NONCE_HEADER, contentSecurityPolicy } from '@/server/security-headers';

const MEMBER_AREA = /^\/member(\/|$)/;

/**
 * Gives every page request a fresh CSP nonce (Next applies it to its own scripts when it finds the CSP
 * in the request headers) and a request id for the logs. Sends visitors without any session cookie from
 * member pages to sign-in at once; that is only an optimistic shortcut: the access checks are in the
 * (member) layout, the route wrapper and the API.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  // A BFF path whose percent-encoding is broken (`/api/%E0%A4%A`) cannot be routed: a 400 in the API's error
  // shape, where Next would fail decoding it with a 500. Every other API call passes untouched.
  if (/^\/api\//.test(pathname)) {
    return isDecodable(pathname)
      ? NextResponse.next()
      : NextResponse.json(
          { code: errorCodes.validation, message: messageKeys.validationFailed },
          { status: 400, headers: { 'cache-control': 'no-store' } },
        );
  }
  // The one address per page (Next's own redirect is off for the sake of a BFF route: next.config.ts).
  if (pathname.length > 1 && pathname.endsWith('/')) {
    return NextResponse.redirect(new URL(pathname.replace(/\/+$/, '') + search, request.url), 308);
  }
  if (MEMBER_AREA.test(pathname) && !hasSessionCookie(request.cookies)) {
    return NextResponse.redirect(new URL(signInRedirectPath(pathname + search), request.url));
  }

  const nonce = btoa(crypto.randomUUID());
  const policy = contentSecurityPolicy({ nonce, isDevelopment: process.env.NODE_ENV === 'development' });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(NONCE_HEADER, nonce);
  requestHeaders.set('content-security-policy', policy);
  if (!requestHeaders.has(REQUEST_ID_HEADER)) requestHeaders.set(REQUEST_ID_HEADER, crypto.randomUUID());
  requestHeaders.set(REQUEST_PATH_HEADER, pathname + search);

  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('content-security-policy', policy);
  return response;
}

function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

export const config = {
  matcher: [
    // API paths, for the check of their encoding above (nothing else is done to them). Next reads the matcher
    // statically, so it is a literal rather than a path from the contract.
    // eslint-disable-next-line no-restricted-syntax
    { source: '/api/:path*' },
    {
      // Documents only: API answers, build assets and icons carry the static headers of next.config.ts.
      source: '/((?!api/|_next/static|_next/image|favicon\\.).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
};
