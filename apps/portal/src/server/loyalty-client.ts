import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  BUSINESS_ID_HEADER,
  MEMBER_ID_HEADER,
  REQUEST_ID_HEADER,
  SESSION_AUTH_TIME_HEADER,
  apiErrorSchema,
  errorCodes,
  messageKeys,
  type FieldIssue,
} from '@loyalty/contract';
import { serverEnv } from '@/env';
import { createHttpTransport, fetchTransport, toResponse, type Transport } from './http-transport';
import { logger as rootLogger, type Logger } from './logger';
import { TtlCache } from './ttl-cache';

/**
 * The server-call helper of SPEC.md section 7: every call from the portal to the loyalty API goes
 * through here, so authentication, request ids, query encoding and error reading live in one place.
 */

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallOptions {
  /** Entries that are undefined, null or '' are dropped rather than sent empty. */
  query?: QueryParams;
  /** Sent as JSON. */
  body?: unknown;
  /** The browser's cookie header, when the API needs it. */
  cookie?: string | null;
  headers?: Record<string, string>;
  requestId?: string;
  signal?: AbortSignal;
}

export type GetOptions<S extends z.ZodType | undefined = undefined> = CallOptions & { schema?: S };

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

export interface LoyaltyClient {
  readonly baseUrl: string;
  get<S extends z.ZodType>(path: string, options: CallOptions & { schema: S }): Promise<z.output<S>>;
  get(path: string, options?: CallOptions): Promise<unknown>;
  /** Any method; the raw (OK) response. */
  send(method: HttpMethod, path: string, options?: CallOptions): Promise<Response>;
  post(path: string, options?: CallOptions): Promise<Response>;
  put(path: string, options?: CallOptions): Promise<Response>;
  patch(path: string, options?: CallOptions): Promise<Response>;
  delete(path: string, options?: CallOptions): Promise<Response>;
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

async function readJson(response: Response): Promise<unknown> {
  return parseJson(await response.text());
}

function parseWith<S extends z.ZodType>(schema: S, value: unknown, path: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  // The API broke the shared contract: a bad gateway from the browser's point of view, not bad input.
  throw new LoyaltyApiError(502, messageKeys.generalError, errorCodes.internal, undefined, {
    cause: new Error(`Response of ${path} does not match the contract: ${parsed.error.message}`),
  });
}

/**
 * The JSON of a POST/PUT/PATCH/DELETE answer (`send` returns the raw response), checked against the
 * contract: a mismatch is the API's fault, a 502 for the browser. A skipped call (null) stays null.
 */
export async function readResponse<S extends z.ZodType>(
  response: Response | null,
  schema: S,
  path: string,
): Promise<z.output<S> | null> {
  if (!response) return null;
  return parseWith(schema, await readJson(response), path);
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
    if (options.body !== undefined) {
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
    return answer;
  }

  async function get(path: string, options: GetOptions<z.ZodType | undefined> = {}): Promise<unknown> {
    const json = parseJson((await call('GET', path, options)).body.toString('utf8'));
    return options.schema ? parseWith(options.schema, json, path) : json;
  }

  const send = async (method: HttpMethod, path: string, options: CallOptions = {}): Promise<Response> =>
    toResponse(await call(method, path, options));

  return {
    baseUrl: config.baseUrl,
    get: get as LoyaltyClient['get'],
    send,
    post: (path, options) => send('POST', path, options),
    put: (path, options) => send('PUT', path, options),
    patch: (path, options) => send('PATCH', path, options),
    delete: (path, options) => send('DELETE', path, options),
  };
}

let defaultClient: LoyaltyClient | undefined;

/** The client configured from the environment (LOYALTY_API_URL, SERVICE_TOKEN), created on first use. */
export function getLoyaltyClient(): LoyaltyClient {
  if (!defaultClient) {
    const env = serverEnv();
    defaultClient = createLoyaltyClient({ baseUrl: env.loyaltyApiUrl, serviceToken: env.serviceToken });
  }
  return defaultClient;
}

/* ------------------------------------------------------------------------------------------------ */
/* Server-side variant: tenant (and member) headers, skip when an id is missing, cached GETs.        */
/* ------------------------------------------------------------------------------------------------ */

/** SPEC.md section 9: data revalidation every 600 s. */
export const SERVER_GET_CACHE_SECONDS = 600;

export interface ServerCallContext {
  businessId: string | null | undefined;
  /** Only from the verified session, never from the browser. */
  memberId?: string | null;
  /** The session's sign-in time (epoch ms), sent with member calls so the API can refuse revoked sessions. */
  sessionAuthTime?: number | null;
  requestId?: string;
  log?: Logger;
}

export interface ServerCallOptions extends Omit<CallOptions, 'requestId'> {
  /** A member call: also sends x-member-id, and is skipped when there is no member. */
  member?: boolean;
}

export interface ServerGetOptions extends ServerCallOptions {
  /**
   * How long the answer is kept in memory. Business data defaults to 600 s; member data defaults to 0,
   * because a stale balance after a purchase is worse than a database round trip.
   */
  cacheSeconds?: number;
}

export interface ServerCaller {
  get<S extends z.ZodType>(
    path: string,
    options: ServerGetOptions & { schema: S },
  ): Promise<z.output<S> | null>;
  get(path: string, options?: ServerGetOptions): Promise<unknown>;
  post(path: string, options?: ServerCallOptions): Promise<Response | null>;
  put(path: string, options?: ServerCallOptions): Promise<Response | null>;
  patch(path: string, options?: ServerCallOptions): Promise<Response | null>;
  delete(path: string, options?: ServerCallOptions): Promise<Response | null>;
}

export interface ServerCallerDeps {
  client?: LoyaltyClient;
  cache?: TtlCache<unknown>;
}

const sharedGetCache = new TtlCache<unknown>({ maxEntries: 5000 });

/** A number per schema, so that answers parsed by different schemas are cached apart. */
const schemaIds = new WeakMap<z.ZodType, number>();
let lastSchemaId = 0;
function schemaId(schema: z.ZodType | undefined): number {
  if (!schema) return 0;
  const known = schemaIds.get(schema);
  if (known !== undefined) return known;
  lastSchemaId += 1;
  schemaIds.set(schema, lastSchemaId);
  return lastSchemaId;
}

/** Cached answers are shared by every later caller: frozen, so that none can change another's copy. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export function createServerCaller(context: ServerCallContext, deps: ServerCallerDeps = {}): ServerCaller {
  const log = context.log ?? rootLogger;
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
    return headers;
  }

  async function get(
    path: string,
    options: ServerGetOptions & { schema?: z.ZodType } = {},
  ): Promise<unknown> {
    const { schema, cacheSeconds, member = false, ...rest } = options;
    const headers = idHeaders('GET', path, member, rest.headers);
    if (!headers) return null;
    const callOptions: CallOptions = { ...rest, headers, requestId: context.requestId };
    const ttlMs = (cacheSeconds ?? (member ? 0 : SERVER_GET_CACHE_SECONDS)) * 1000;
    // Parsed once per load, not on every cache hit (the configuration and translations are large).
    const load = async () => {
      const json = await client().get(path, callOptions);
      return schema ? parseWith(schema, json, path) : json;
    };
    if (ttlMs <= 0) return load();
    const url = buildUrl(client().baseUrl, path, rest.query);
    const key = [context.businessId, member ? context.memberId : '', schemaId(schema), url].join('|');
    return cache.getOrLoad(key, ttlMs, async () => deepFreeze(await load()));
  }

  const send =
    (method: Exclude<HttpMethod, 'GET'>) =>
    async (path: string, options: ServerCallOptions = {}): Promise<Response | null> => {
      const { member = false, ...rest } = options;
      const headers = idHeaders(method, path, member, rest.headers);
      if (!headers) return null;
      return client().send(method, path, { ...rest, headers, requestId: context.requestId });
    };

  return {
    get: get as ServerCaller['get'],
    post: send('POST'),
    put: send('PUT'),
    patch: send('PATCH'),
    delete: send('DELETE'),
  };
}
