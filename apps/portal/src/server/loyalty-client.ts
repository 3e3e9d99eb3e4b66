import 'server-only';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  BUSINESS_ID_HEADER,
  BUSINESS_VERSION_HEADER,
  MEMBER_ID_HEADER,
  REQUEST_ID_HEADER,
  SESSION_AUTH_TIME_HEADER,
  SESSION_ID_HEADER,
  apiErrorSchema,
  errorCodes,
  loyaltyApi,
  messageKeys,
  pathOf,
  type FieldIssue,
  type RouteDefinition,
  type RouteInput,
  type RouteResponse,
} from '@loyalty/contract';
import { serverEnv } from '@/env';
import {
  businessChanges,
  businessVersionCheckFailed,
  claimBusinessVersionCheck,
  noteBusinessVersion,
} from './business-versions';
import { createHttpTransport, fetchTransport, toResponse, type Transport } from './http-transport';
import { rootLogger, type Logger } from './logger';
import { TtlCache } from './ttl-cache';

/**
 * The portal's one way to call the loyalty API: every call names an entry of the route contract
 * (`loyaltyApi` in packages/contract), so paths, input and answers are typed and checked in one place, and
 * authentication, request ids, query encoding (empty values dropped) and error reading live here.
 */

type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;
type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface CallOptions {
  /** Entries that are undefined, null or '' are dropped rather than sent empty. */
  query?: QueryParams;
  /** Sent as JSON. */
  body?: unknown;
  /** A string body sent as it is, with the JSON content type (a signed webhook's exact bytes). */
  rawBody?: string;
  /** The browser's cookie header, when the API needs it. */
  cookie?: string | null;
  headers?: Record<string, string>;
  requestId?: string;
  signal?: AbortSignal;
}

export class LoyaltyApiError extends Error {
  override readonly name = 'LoyaltyApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    readonly issues?: FieldIssue[],
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The transport under `createServerCaller`: paths come from the route contract, through `call`. */
export interface LoyaltyClient {
  readonly baseUrl: string;
  /** A GET's parsed JSON. */
  get(path: string, options?: CallOptions): Promise<unknown>;
  /** Any method's parsed JSON answer: undefined for a 204 (no content), null for an empty body. */
  json(method: HttpMethod, path: string, options?: CallOptions): Promise<unknown>;
  /** Any method; the raw (OK) response, for a caller that reads its headers or streams it. */
  send(method: HttpMethod, path: string, options?: CallOptions): Promise<Response>;
}

export interface LoyaltyClientConfig {
  baseUrl: string;
  serviceToken: string;
  /** A Fetch API function to call through instead of the pooled node:http transport (tests). */
  fetch?: typeof fetch;
  /** Upper bound for one call, so a hung API cannot hold a page render forever. */
  timeoutMs?: number;
}

const statusCodes: Record<number, string> = {
  400: errorCodes.validation,
  401: errorCodes.unauthorized,
  403: errorCodes.forbidden,
  404: errorCodes.notFound,
  409: errorCodes.conflict,
  429: errorCodes.rateLimited,
  503: errorCodes.unavailable,
};

/** The code an error answer stands for when its body does not name one. */
export function errorCodeForStatus(status: number): string {
  return statusCodes[status] ?? (status >= 500 ? errorCodes.internal : `HTTP_${status}`);
}

export function buildUrl(baseUrl: string, path: string, query: QueryParams = {}): string {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`);
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    url.searchParams.append(key, String(value));
  }
  return url.toString();
}

function readErrorBody(response: { status: number; statusText: string; body: Buffer }): LoyaltyApiError {
  let body: unknown = null;
  try {
    body = JSON.parse(response.body.toString('utf8'));
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): the status text has to do.
  }
  const parsed = apiErrorSchema.partial().safeParse(body);
  const fields = parsed.success ? parsed.data : {};
  const message = fields.message || response.statusText || `HTTP ${response.status}`;
  return new LoyaltyApiError(
    response.status,
    message,
    fields.code || errorCodeForStatus(response.status),
    fields.issues,
  );
}

function parseJson(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new LoyaltyApiError(502, messageKeys.generalError, errorCodes.internal, undefined, { cause });
  }
}

function parseWith<S extends z.ZodType>(schema: S, value: unknown, path: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  // The API broke the shared contract: a bad gateway from the browser's point of view, not bad input.
  throw new LoyaltyApiError(502, messageKeys.generalError, errorCodes.internal, undefined, {
    cause: new Error(`Response of ${path} does not match the contract: ${parsed.error.message}`),
  });
}

export function createLoyaltyClient(config: LoyaltyClientConfig): LoyaltyClient {
  const transport: Transport = config.fetch ? fetchTransport(config.fetch) : createHttpTransport();
  const timeoutMs = config.timeoutMs ?? 15_000;

  async function call(method: HttpMethod, path: string, options: CallOptions) {
    // Header names in lower case, as they go on the wire; the caller's own headers cannot replace these.
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(options.headers ?? {})) headers[name.toLowerCase()] = value;
    headers.accept = 'application/json';
    // The API's answers are per tenant and member: no cache between here and there may keep them.
    headers['cache-control'] = 'no-cache';
    headers.authorization = `Bearer ${config.serviceToken}`;
    headers[REQUEST_ID_HEADER] = options.requestId ?? randomUUID();
    if (options.cookie) headers.cookie = options.cookie;
    let body: string | undefined;
    if (options.rawBody !== undefined) {
      headers['content-type'] = 'application/json';
      body = options.rawBody;
    } else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }

    let answer;
    try {
      answer = await transport(buildUrl(config.baseUrl, path, options.query), {
        method,
        headers,
        body,
        timeoutMs,
        signal: options.signal,
      });
    } catch (cause) {
      throw new LoyaltyApiError(503, messageKeys.unavailable, errorCodes.unavailable, undefined, { cause });
    }
    if (answer.status < 200 || answer.status > 299) throw readErrorBody(answer);
    const version = answer.headers.get(BUSINESS_VERSION_HEADER);
    const business = headers[BUSINESS_ID_HEADER];
    if (version && business) noteBusinessVersion(business, version);
    return answer;
  }

  const get = async (path: string, options: CallOptions = {}): Promise<unknown> =>
    parseJson((await call('GET', path, options)).body.toString('utf8'));

  // Read from the transport's buffer: a Fetch API Response around it, read back through its body stream, was a
  // large share of a BFF write's CPU (with the route handler's plain Response.json, a shop purchase's portal time
  // per call fell from 1.66 to 1.36 ms).
  const json = async (method: HttpMethod, path: string, options: CallOptions = {}): Promise<unknown> => {
    const answer = await call(method, path, options);
    return answer.status === 204 ? undefined : parseJson(answer.body.toString('utf8'));
  };

  const send = async (method: HttpMethod, path: string, options: CallOptions = {}): Promise<Response> =>
    toResponse(await call(method, path, options));

  return { baseUrl: config.baseUrl, get, json, send };
}

let defaultClient: LoyaltyClient | undefined;

/** The client configured from the environment (LOYALTY_API_URL, SERVICE_TOKEN), created on first use. */
function getLoyaltyClient(): LoyaltyClient {
  if (!defaultClient) {
    const env = serverEnv();
    defaultClient = createLoyaltyClient({ baseUrl: env.loyaltyApiUrl, serviceToken: env.serviceToken });
  }
  return defaultClient;
}

/* ------------------------------------------------------------------------------------------------ */
/* Server-side variant: tenant (and member) headers, skip when an id is missing, cached GETs.        */
/* ------------------------------------------------------------------------------------------------ */

/** Data revalidation every 600 s. */
export const SERVER_GET_CACHE_SECONDS = 600;

export interface ServerCallContext {
  businessId: string | null | undefined;
  /** Only from the verified session, never from the browser. */
  memberId?: string | null;
  /** The session's sign-in time (epoch ms), sent with member calls so the API can refuse revoked sessions. */
  sessionAuthTime?: number | null;
  /** The session's id, checked by the API on every member call (a revoked session is refused). */
  sessionId?: string | null;
  requestId?: string;
  log?: Logger;
}

/**
 * The member part of a call context, from a verified session token: who, and which of their sessions (the API
 * refuses an ended one). Empty for a guest.
 */
export function memberContextOf(
  token: { comoMemberId: string; authTime: number; sessionId: string } | null | undefined,
): Pick<ServerCallContext, 'memberId' | 'sessionAuthTime' | 'sessionId'> {
  return token
    ? { memberId: token.comoMemberId, sessionAuthTime: token.authTime, sessionId: token.sessionId }
    : {};
}

/** What a server call may add to a contract entry's own input. */
interface ServerCallExtras {
  /** Extra request headers (e.g. the visitor's Accept-Language); the tenant and auth headers cannot be replaced. */
  headers?: Record<string, string>;
  /**
   * How long a GET's answer is kept in memory. Business data defaults to 600 s; member data to 0, because a
   * stale balance after a purchase is worse than a database round trip.
   */
  cacheSeconds?: number;
  /** Send a string body exactly as it is (a signed webhook), not encoded as JSON. */
  raw?: boolean;
}

type HasRequiredKeys<T> = Record<never, never> extends T ? false : true;
/** The input argument of `call`: optional when the route takes no params or body. */
type ServerCallArgs<R extends RouteDefinition> =
  HasRequiredKeys<RouteInput<R>> extends true
    ? [input: RouteInput<R> & ServerCallExtras]
    : [input?: RouteInput<R> & ServerCallExtras];

export interface ServerCaller {
  /**
   * Calls a contract entry with this request's tenant headers (and, for `member` routes, the member's), and
   * returns its answer parsed by the entry's response schema. Null, with an error logged, when an id the route
   * needs is missing; a refusal throws LoyaltyApiError.
   */
  call<R extends RouteDefinition>(route: R, ...args: ServerCallArgs<R>): Promise<RouteResponse<R> | null>;
  /** The same, answering the raw response (for entries that answer a file rather than JSON). */
  fetch<R extends RouteDefinition>(route: R, ...args: ServerCallArgs<R>): Promise<Response | null>;
}

export interface ServerCallerDeps {
  client?: LoyaltyClient;
  cache?: TtlCache<unknown>;
}

const sharedGetCache = new TtlCache<unknown>({ maxEntries: 5000 });

/** Cached answers are shared by every later caller: frozen, so that none can change another's copy. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export function createServerCaller(context: ServerCallContext, deps: ServerCallerDeps = {}): ServerCaller {
  const log = context.log ?? rootLogger();
  const cache = deps.cache ?? sharedGetCache;
  const client = (): LoyaltyClient => deps.client ?? getLoyaltyClient();

  /** The tenant headers, or null (logged) when an id the call needs is missing. */
  function idHeaders(
    method: HttpMethod,
    path: string,
    member: boolean,
    extra: Record<string, string> = {},
  ): Record<string, string> | null {
    const missing: string[] = [];
    if (!context.businessId) missing.push('businessId');
    if (member && !context.memberId) missing.push('memberId');
    if (!context.businessId || missing.length > 0) {
      log.error(
        { method, path, missing, requestId: context.requestId },
        'loyalty API call skipped: missing ids',
      );
      return null;
    }
    const headers: Record<string, string> = { ...extra, [BUSINESS_ID_HEADER]: context.businessId };
    if (member && context.memberId) headers[MEMBER_ID_HEADER] = context.memberId;
    if (member && context.sessionAuthTime != null)
      headers[SESSION_AUTH_TIME_HEADER] = String(context.sessionAuthTime);
    if (member && context.sessionId) headers[SESSION_ID_HEADER] = context.sessionId;
    return headers;
  }

  type UntypedInput = ServerCallExtras & { params?: object; query?: QueryParams; body?: unknown };

  interface Prepared {
    path: string;
    options: CallOptions;
    cacheSeconds: number | undefined;
    member: boolean;
  }

  function prepare(route: RouteDefinition, input: UntypedInput = {}): Prepared | null {
    const { params, query, body, headers: extra, cacheSeconds, raw } = input;
    const path = pathOf(route, params);
    const member = route.auth === 'member';
    // Tenant resolution and the captcha belong to no business; every other route acts for one.
    const headers =
      route.auth === 'business' || member ? idHeaders(route.method, path, member, extra) : { ...extra };
    if (!headers) return null;
    return {
      path,
      member,
      cacheSeconds,
      options:
        raw && typeof body === 'string'
          ? { query, rawBody: body, headers, requestId: context.requestId }
          : { query, body, headers, requestId: context.requestId },
    };
  }

  async function get(route: RouteDefinition, prepared: Prepared): Promise<unknown> {
    const { path, options, member } = prepared;
    const ttlMs = (prepared.cacheSeconds ?? (member ? 0 : SERVER_GET_CACHE_SECONDS)) * 1000;
    // Parsed once per load, not on every cache hit (the configuration and translations are large).
    const load = async () => parseWith(route.response, await client().get(path, options), path);
    if (ttlMs <= 0) return load();
    const url = buildUrl(client().baseUrl, path, options.query);
    const businessId = context.businessId ?? '';
    // A change of the business (business-versions.ts) moves its entries to new keys; the old ones age out.
    const key = [
      route.auth,
      businessId,
      businessChanges(businessId),
      member ? context.memberId : '',
      url,
    ].join('|');
    if (businessId && claimBusinessVersionCheck(businessId)) void checkBusinessVersion(businessId);
    return cache.getOrLoad(key, ttlMs, async () => deepFreeze(await load()));
  }

  /** In the background: the business's current version (noted by the client from the answer's header). */
  async function checkBusinessVersion(businessId: string): Promise<void> {
    try {
      await client().get(loyaltyApi.configuration.version.path, {
        headers: { [BUSINESS_ID_HEADER]: businessId },
        requestId: context.requestId,
      });
    } catch (error) {
      businessVersionCheckFailed(businessId);
      log.warn({ err: error, businessId }, 'business version check failed');
    }
  }

  async function call(route: RouteDefinition, input?: UntypedInput): Promise<unknown> {
    const prepared = prepare(route, input);
    if (!prepared) return null;
    if (route.method === 'GET') return get(route, prepared);
    const answer = await client().json(route.method, prepared.path, prepared.options);
    return answer === undefined ? undefined : parseWith(route.response, answer, prepared.path);
  }

  async function fetchRaw(route: RouteDefinition, input?: UntypedInput): Promise<Response | null> {
    const prepared = prepare(route, input);
    return prepared ? client().send(route.method, prepared.path, prepared.options) : null;
  }

  return { call: call as ServerCaller['call'], fetch: fetchRaw as ServerCaller['fetch'] };
}
