// /api/auth/*: next-auth (session, csrf, providers, signin, callback, signout, _log).
import NextAuth from 'next-auth';
import { NextResponse, type NextRequest } from 'next/server';
import { errorCodes, messageKeys } from '@loyalty/contract';
import { getAuthOptions } from '@/server/auth/auth-options';
import { isSameOriginRequest } from '@/server/same-origin';

interface NextAuthSegment {
  params: Promise<{ nextauth: string[] }>;
}

// next-auth checks its own CSRF token; the origin check makes a cross-site sign-in or sign-out fail early too.
async function handler(request: NextRequest, segment: NextAuthSegment): Promise<Response> {
  if (!isSameOriginRequest(request.method, request.headers, request.nextUrl)) {
    return NextResponse.json(
      { code: errorCodes.forbidden, message: messageKeys.crossSiteRequest },
      { status: 403, headers: { 'cache-control': 'no-store' } },
    );
  }
  return NextAuth(request, segment, getAuthOptions()) as Promise<Response>;
}

export { handler as GET, handler as POST };
