import 'server-only';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  BUSINESS_ID_HEADER,
  REQUEST_ID_HEADER,
  errorCodes,
  messageKeys,
  type FieldIssue,
  type RouteBody,
  type RouteDefinition,
  type RouteParams,
  type RouteQuery,
  type RouteReply,
} from '@loyalty/contract';
import type { CookieSource } from './auth/session-cookie';
import { readMemberToken, type MemberToken } from './auth/session-token';
import { createServerCaller, LoyaltyApiError, memberContextOf, type ServerCaller } from './loyalty-client';
import { rootLogger, type Logger } from './logger';
import { isSameOriginRequest } from './same-origin';
import { resolveBusinessId, tenantHintsFrom } from './tenant';

/**
 * The one wrapper behind every BFF route handler, built from the route's contract entry (`portalApi`):
 * request id, business resolution, input validation with the entry's schemas, error mapping and logging, so
 * that each handler is only "call the API, shape the answer". Handlers use nothing but their `request` (no
 * next/headers), so tests can call them directly.
 *
 * Security it applies to every route: POST/PUT/PATCH/DELETE from another site are refused (403
 * auth.cross.site.request, see same-origin.ts). Member routes (auth `member`, the /api/protected/... ones)
 * also need a session cookie that decodes, of the request's business (else 401 auth.unauthorized); their API
 * calls carry the member id and sign-in time from that cookie, never from the request body.
 */

export interface CachePolicy {
  /** Seconds a browser or shared cache may reuse the answer. */
  maxAge: number;
  /** `public` only for data that is the same for every visitor of the business. */
  scope: 'public' | 'private';
  staleWhileRevalidate?: number;
  /** Request headers the answer depends on, besides the business. */
  vary?: string[];
}

/**
 * What a handler reads of its request: a Next.js `NextRequest` has all of it (the BFF tests pass one), and
 * pages-api.ts makes it from Node's request when the route is served as a Next.js API route.
 */
export interface BffRequest {
  method: string;
  headers: Headers;
  nextUrl: URL;
  cookies: CookieSource;
  text(): Promise<string>;
}

export interface HandlerContext<R extends RouteDefinition = RouteDefinition> {
  request: BffRequest;
  /** The signed-in member (from the verified session cookie); always there on member routes. */
  member: R['auth'] extends 'member' ? MemberToken : MemberToken | null;
  query: RouteQuery<R>;
  params: RouteParams<R>;
  body: RouteBody<R>;
  businessId: string;
  /** Loyalty API calls with this business's (and on member routes the member's) headers. */
  api: ServerCaller;
  log: Logger;
  requestId: string;
}

export interface RouteOptions<R extends RouteDefinition> {
  /** Cache-Control of successful answers; errors are never cached. Default: no-store. Never public for members. */
  cache?: CachePolicy;
  /**
   * Accept state-changing calls without a same-site Origin. Only for calls that no browser session
   * authorises, whose credential travels in the request itself (a phone's PassKit calls carry their pass's
   * token and no Origin), so a cross-site page gains nothing by sending them.
   */
  allowCrossSite?: boolean;
  /** The answer: the entry's response (null when the API call was skipped), or a Response of its own. */
  handler: (context: HandlerContext<R>) => Promise<RouteReply<R> | null | Response>;
  /**
   * A call from another service (a payment provider's webhook), proven by a signature of its own: no Origin
   * check, and the body is left unread for the handler to forward byte for byte.
   */
  external?: boolean;
  /**
   * The answer to a refused call (its input's 400, or the API's 4xx) when this returns one, in place of the JSON
   * error: a link that people open in a browser tab is better refused with a page (wallet links).
   */
  refusal?: (headers: Headers, refused: { status: number; message: string }) => Response | undefined;
}

/** What Next passes as the second argument (params are a promise since Next 15). */
interface RouteSegmentContext {
  params: Promise<Record<string, string | string[] | undefined>>;
}

export interface RouteHandler {
  (request: BffRequest, segment?: RouteSegmentContext): Promise<Response>;
  /** The same call answered as a JsonReply (every answer the wrapper builds) or the handler's own Response. */
  readonly serve: (request: BffRequest, segment?: RouteSegmentContext) => Promise<JsonReply | Response>;
  /** The names of the route's dynamic segments (`:page` in its contract path). */
  readonly paramNames: readonly string[];
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;
const emptySchema = z.looseObject({});

function requestIdOf(request: BffRequest): string {
  const incoming = request.headers.get(REQUEST_ID_HEADER);
  return incoming && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
}

/** A request body over the BFF's limit (pages-api.ts): 413, as the API answers one over its own. */
export class BodyTooLargeError extends Error {
  constructor() {
    super(messageKeys.tooLong);
  }
}

class InputError extends Error {
  constructor(readonly issues: FieldIssue[]) {
    super(messageKeys.validationFailed);
  }
}

function validate<S extends z.ZodType>(schema: S, value: unknown, where: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new InputError(
    parsed.error.issues.map((issue) => ({
      path: [where, ...issue.path.map(String)].join('.'),
      message: issue.message,
    })),
  );
}

async function readBody(request: BffRequest): Promise<unknown> {
  // A GET or HEAD has no body to read (reading one anyway costs a stream per call).
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const text = await request.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new InputError([{ path: 'body', message: 'validation.json' }]);
  }
}

function cacheControl(policy: CachePolicy | undefined): string {
  if (!policy) return 'no-store';
  const swr = policy.staleWhileRevalidate ? `, stale-while-revalidate=${policy.staleWhileRevalidate}` : '';
  return `${policy.scope}, max-age=${policy.maxAge}${swr}`;
}

/**
 * A JSON answer as the wrapper builds it. pages-api.ts writes it to Node's response as it is; only a caller that
 * wants a Fetch `Response` (the tests) gets one made of it: a Response costs a body stream to build and another to
 * read back, on every call.
 */
export interface JsonReply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function jsonReply(status: number, body: unknown, headers: Record<string, string>): JsonReply {
  return { status, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) };
}

function errorReply(status: number, body: Record<string, unknown>, requestId: string): JsonReply {
  return jsonReply(status, body, { 'cache-control': 'no-store', [REQUEST_ID_HEADER]: requestId });
}

/** The Fetch `Response` of a reply. */
export function toFetchResponse(reply: JsonReply | Response): Response {
  return reply instanceof Response
    ? reply
    : new Response(reply.body, { status: reply.status, headers: reply.headers });
}

class UnauthenticatedError extends Error {}

/** `/api/x/:page/:perPage` → `['page', 'perPage']`. */
function paramNamesOf(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
}

export function routeHandler<R extends RouteDefinition>(route: R, options: RouteOptions<R>): RouteHandler {
  const isMemberRoute = route.auth === 'member';
  if (isMemberRoute && options.cache?.scope === 'public')
    throw new Error('A member route must not be cached publicly');
  if (isMemberRoute && options.allowCrossSite) throw new Error('A member route must refuse cross-site calls');
  const schemas = {
    query: route.query ?? emptySchema,
    params: route.params ?? emptySchema,
    body: route.body ?? z.undefined(),
  };
  const serve = async (request: BffRequest, segment?: RouteSegmentContext): Promise<JsonReply | Response> => {
    const requestId = requestIdOf(request);
    const startedAt = performance.now();
    const log = rootLogger().child({ requestId, method: request.method, path: request.nextUrl.pathname });
    try {
      if (
        !options.allowCrossSite &&
        !options.external &&
        !isSameOriginRequest(request.method, request.headers, request.nextUrl)
      ) {
        log.warn({ origin: request.headers.get('origin') }, 'request refused: cross-site');
        return errorReply(
          403,
          { code: errorCodes.forbidden, message: messageKeys.crossSiteRequest },
          requestId,
        );
      }
      const member = isMemberRoute ? await readMemberToken(request.cookies, log) : null;
      if (isMemberRoute && !member) throw new UnauthenticatedError('no session');
      // Another business's session is refused before the input is looked at: like a guest, it learns nothing
      // of what this business's routes expect.
      const businessId = await resolveBusinessId(tenantHintsFrom(request.headers, requestId));
      if (member && member.businessId !== businessId)
        throw new UnauthenticatedError(`session of business ${member.businessId}`);
      const query = validate(schemas.query, Object.fromEntries(request.nextUrl.searchParams), 'query');
      const params = validate(schemas.params, (await segment?.params) ?? {}, 'params');
      const body = options.external ? undefined : validate(schemas.body, await readBody(request), 'body');
      const api = createServerCaller({
        businessId,
        ...memberContextOf(member),
        requestId,
        log,
      });
      const result = await options.handler({
        request,
        member: member as HandlerContext<R>['member'],
        query: query as RouteQuery<R>,
        params: params as RouteParams<R>,
        body: body as RouteBody<R>,
        businessId,
        api,
        log,
        requestId,
      });
      const response =
        result instanceof Response
          ? result
          : jsonReply(200, result, {
              'cache-control': cacheControl(options.cache),
              // The business can come from this header as well as from the host, so caches must key on it.
              vary: [BUSINESS_ID_HEADER, ...(options.cache?.vary ?? [])].join(', '),
              [REQUEST_ID_HEADER]: requestId,
            });
      log.debug(
        { businessId, status: response.status, ms: Math.round(performance.now() - startedAt) },
        'request done',
      );
      return response;
    } catch (error) {
      if (error instanceof UnauthenticatedError) {
        log.info({ reason: error.message }, 'request refused: not signed in');
        return errorReply(
          401,
          { code: errorCodes.unauthorized, message: messageKeys.unauthorized },
          requestId,
        );
      }
      if (error instanceof BodyTooLargeError) {
        log.info('request rejected: body too large');
        return errorReply(413, { code: errorCodes.validation, message: messageKeys.tooLong }, requestId);
      }
      if (error instanceof InputError) {
        log.info({ issues: error.issues }, 'request rejected: invalid input');
        const page = options.refusal?.(request.headers, {
          status: 400,
          message: messageKeys.validationFailed,
        });
        if (page) return page;
        return errorReply(
          400,
          { code: errorCodes.validation, message: messageKeys.validationFailed, issues: error.issues },
          requestId,
        );
      }
      if (error instanceof LoyaltyApiError) {
        const level = error.status >= 500 ? 'error' : 'info';
        log[level]({ err: error, status: error.status }, 'loyalty API answered with an error');
        const page =
          error.status < 500
            ? options.refusal?.(request.headers, { status: error.status, message: error.message })
            : undefined;
        if (page) return page;
        const body: Record<string, unknown> = { code: error.code, message: error.message };
        if (error.issues) body.issues = error.issues;
        return errorReply(error.status, body, requestId);
      }
      log.error({ err: error }, 'unexpected error in route handler');
      return errorReply(500, { code: errorCodes.internal, message: messageKeys.generalError }, requestId);
    }
  };
  const handle = async (request: BffRequest, segment?: RouteSegmentContext): Promise<Response> =>
    toFetchResponse(await serve(request, segment));
  return Object.assign(handle, { serve, paramNames: paramNamesOf(route.path) });
}
