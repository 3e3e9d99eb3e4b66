import 'server-only';
import { NextResponse } from 'next/server';
import { WALLET_PASS_TOKEN_HEADER } from '@loyalty/contract';

/**
 * The PassKit web service phones call (the pass's webServiceURL is the portal's `/api/wallet/passkit`). A phone
 * authenticates with `Authorization: ApplePass <token>`, the pass's own token; the portal forwards it to the API,
 * which checks it against the pass.
 */

const APPLE_PASS_SCHEME = /^ApplePass\s+(\S{1,200})$/;

/** The pass token header for the API call, or none when the phone sent no ApplePass token. */
export function passTokenHeaders(request: { headers: Headers }): Record<string, string> {
  const match = APPLE_PASS_SCHEME.exec(request.headers.get('authorization') ?? '');
  return match?.[1] ? { [WALLET_PASS_TOKEN_HEADER]: match[1] } : {};
}

/** An answer with a status and no body (PassKit reads statuses only). */
export const emptyResponse = (status: number): NextResponse => new NextResponse(null, { status });
