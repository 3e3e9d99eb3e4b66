import { NextResponse, type NextRequest } from 'next/server';
import { REQUEST_ID_HEADER } from '@loyalty/contract';
import { NONCE_HEADER, contentSecurityPolicy } from '@/server/security-headers';

/**
 * Gives every page request a fresh CSP nonce (Next applies it to its own scripts when it finds the CSP
 * in the request headers) and a request id for the logs. Not an access check: that is in the route
 * wrapper and in the API.
 */
export function proxy(request: NextRequest) {
  const nonce = btoa(crypto.randomUUID());
  const policy = contentSecurityPolicy({ nonce, isDevelopment: process.env.NODE_ENV === 'development' });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(NONCE_HEADER, nonce);
  requestHeaders.set('content-security-policy', policy);
  if (!requestHeaders.has(REQUEST_ID_HEADER)) requestHeaders.set(REQUEST_ID_HEADER, crypto.randomUUID());

  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('content-security-policy', policy);
  return response;
}

export const config = {
  matcher: [
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
