import 'server-only';
import { randomUUID } from 'node:crypto';
import type { User } from 'next-auth';
import {
  REQUEST_ID_HEADER,
  messageKeys,
  type RouteBody,
  type SignInResult,
  type loyaltyApi,
} from '@loyalty/contract';
import { createServerCaller, LoyaltyApiError } from '../loyalty-client';
import { rootLogger } from '../logger';
import { resolveBusinessId, tenantHintsFrom } from '../tenant';

/**
 * What the three credentials providers do once next-auth has checked its CSRF token: resolve the business
 * from the request's host and let the loyalty API turn a ticket into session claims. An API refusal is
 * thrown as its message key, which next-auth hands back to the page as `error`.
 */

/** The part of next-auth's internal request the providers get: headers as a plain object. */
export interface AuthorizeRequest {
  headers?: Record<string, unknown>;
}

export type SignedInUser = User & SignInResult;

function headerSource(request: AuthorizeRequest) {
  return {
    get(name: string): string | null {
      const value = request.headers?.[name];
      if (Array.isArray(value)) return typeof value[0] === 'string' ? value[0] : null;
      return typeof value === 'string' ? value : null;
    },
  };
}

/** The signing-in browser's User-Agent (the API labels the session's device with it), cut to what it keeps. */
export function userAgentOf(request: AuthorizeRequest): string | undefined {
  return headerSource(request).get('user-agent')?.slice(0, 1000) || undefined;
}

/** An Error whose message is a translation key: the page shows it as it is. */
class SignInError extends Error {
  override readonly name = 'SignInError';
}

/**
 * POSTs `body` to an API sign-in route for the request's business and returns the user next-auth keeps.
 * `expectedBusinessId`: a business the browser claims (consent provider); refused when it is not the host's.
 */
type SignInRoute = typeof loyaltyApi.auth.exchangeTicket | typeof loyaltyApi.auth.consent;

export async function signInThroughApi<R extends SignInRoute>(
  route: R,
  body: RouteBody<R>,
  request: AuthorizeRequest,
  expectedBusinessId?: string,
): Promise<SignedInUser> {
  const headers = headerSource(request);
  const requestId = headers.get(REQUEST_ID_HEADER) ?? randomUUID();
  const log = rootLogger().child({ requestId, path: 'auth/authorize', apiPath: route.path });
  try {
    const businessId = await resolveBusinessId(tenantHintsFrom(headers, requestId));
    if (expectedBusinessId && expectedBusinessId !== businessId) {
      log.info({ businessId, expectedBusinessId }, 'sign-in refused: business does not match the host');
      throw new SignInError(messageKeys.unauthorized);
    }
    const api = createServerCaller({ businessId, requestId, log });
    const claims = await api.call(route as SignInRoute, { body } as never);
    if (!claims) throw new Error(`${route.path}: no business to sign in to`);
    // The API resolves the business from the same header; a different one would be a bug worth refusing.
    if (claims.businessId !== businessId) throw new Error(`${route.path} answered for another business`);
    return { id: claims.comoMemberId, ...claims };
  } catch (error) {
    if (error instanceof SignInError) throw error;
    if (error instanceof LoyaltyApiError) {
      log[error.status >= 500 ? 'error' : 'info']({ err: error }, 'sign-in refused by the loyalty API');
      throw new SignInError(error.message);
    }
    log.error({ err: error }, 'sign-in failed');
    throw new SignInError(messageKeys.generalError);
  }
}

/** Form fields arrive as strings; JSON-encoded ones (the consent provider's extra fields) are parsed. */
export function parseExtraFields(raw: string | undefined): Record<string, string | number | boolean> {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, string | number | boolean] =>
        ['string', 'number', 'boolean'].includes(typeof entry[1]),
      ),
    );
  } catch {
    return {};
  }
}
