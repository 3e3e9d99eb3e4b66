import type { z } from 'zod';

/**
 * One HTTP endpoint, defined once: the API implements it (`implement` in apps/api), the portal and the admin
 * CLI call it by name, OpenAPI is generated from it. Paths use `:name` for their parameters.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route:
 * - `public`: anyone (health checks; the portal's public pages and calls)
 * - `service`: the portal, with `Authorization: Bearer $SERVICE_TOKEN`, for no business in particular
 * - `business`: the portal acting for one business (`x-business-id`, or the forwarded host)
 * - `member`: the portal acting for a signed-in member of that business (`x-member-id` and the session's
 *   `x-session-auth-time`, both from the verified session cookie)
 * - `admin`: the operator, with `Authorization: Bearer $ADMIN_TOKEN`, or a business's integration (its till,
 *   its shop) with an API key of that business carrying the route's `scope`
 * - `integration`: a business's own systems acting for one of its members, server to server (an outside page):
 *   the admin token or an API key of that business carrying the route's `scope`, the business in
 *   `x-business-id` and the member in `x-member-id`, both required. The portal never offers these routes, as a
 *   browser could name any member id.
 */
export type RouteAuth = 'public' | 'service' | 'business' | 'member' | 'admin' | 'integration';

/** What a business's admin API key may be allowed to do; a key carries one or more. */
export const adminScopes = ['read', 'members', 'ledger', 'messages', 'config'] as const;
export type AdminScope = (typeof adminScopes)[number];
/**
 * The scope an admin route needs: one a business's key may carry (and then only for its own business), or
 * `operator`, which only the global admin token has (every business at once, API keys themselves).
 */
export type AdminRouteScope = AdminScope | 'operator';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 429 | 503;

export interface RouteDefinition {
  readonly method: HttpMethod;
  readonly path: string;
  readonly auth: RouteAuth;
  /**
   * Admin and integration routes only: the scope a business's API key needs to call it. Every admin and
   * integration route names one (a contract test checks it); one without is treated as `operator`.
   */
  readonly scope?: AdminRouteScope;
  /** One line for the OpenAPI page. */
  readonly summary: string;
  readonly description?: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The body of a successful answer. */
  readonly response: z.ZodType;
  /** Default 200. */
  readonly status?: 200 | 201 | 202 | 204;
  /** Media type of a successful answer when it is not JSON (the response schema then describes nothing). */
  readonly produces?: string;
  /** The message keys a refusal may carry, by status (validation and sign-in failures are implied). */
  readonly errors?: Partial<Record<ErrorStatus, readonly string[]>>;
}

/** Keeps the literal types of a definition (method, path, schemas) so that callers are typed by it. */
export function defineRoute<const R extends RouteDefinition>(route: R): R {
  return route;
}

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a handler receives after validation. */
export type RouteParams<R extends RouteDefinition> = Output<R['params']>;
export type RouteQuery<R extends RouteDefinition> = Output<R['query']>;
export type RouteBody<R extends RouteDefinition> = Output<R['body']>;
/** What a handler returns (before the response schema's transforms) and what a caller receives. */
export type RouteReply<R extends RouteDefinition> = z.input<R['response']>;
export type RouteResponse<R extends RouteDefinition> = z.output<R['response']>;

type Empty = Record<never, never>;
/** What a caller passes: params and body when the route has them, the query when it has one (optional). */
export type RouteInput<R extends RouteDefinition> = (R['params'] extends z.ZodType
  ? { params: Input<R['params']> }
  : Empty) &
  (R['query'] extends z.ZodType ? { query?: Input<R['query']> } : Empty) &
  (R['body'] extends z.ZodType ? { body: Input<R['body']> } : Empty);

const PARAM = /:([A-Za-z0-9_]+)/g;

/** The names of a path's parameters, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(PARAM)].map((match) => match[1] as string);
}

/**
 * A route's path (or a path written `/a/:name`) with its parameters filled in, each URI-encoded; a missing one
 * is a programming error.
 */
export function pathOf(route: Pick<RouteDefinition, 'path'> | string, params: object = {}): string {
  const path = typeof route === 'string' ? route : route.path;
  const values = params as Record<string, unknown>;
  return path.replace(PARAM, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`${path}: the parameter "${name}" is missing`);
    return encodeURIComponent(String(value));
  });
}

/** A group of routes, possibly nested (`loyaltyApi.shop.purchase`). */
export interface RouteTree {
  readonly [name: string]: RouteDefinition | RouteTree;
}

function isRoute(value: RouteDefinition | RouteTree): value is RouteDefinition {
  return typeof (value as RouteDefinition).method === 'string' && typeof value.path === 'string';
}

/** Every route of a tree with its dotted name (`shop.purchase`), in definition order. */
export function listRoutes(tree: RouteTree, prefix = ''): { name: string; route: RouteDefinition }[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    return isRoute(value) ? [{ name, route: value }] : listRoutes(value, name);
  });
}
