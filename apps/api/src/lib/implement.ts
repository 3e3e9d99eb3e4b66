import type { RouteBody, RouteDefinition, RouteParams, RouteQuery, RouteReply } from '@loyalty/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
  onRequestAsyncHookHandler,
} from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { messageKeys } from '@loyalty/contract';
import { validationFailed } from './http-error';
import type { z } from 'zod';

/**
 * The API side of the route contract (packages/contract/src/routes): `implement` registers a contract entry's
 * method and path, validates params, query and body with the entry's zod schemas before the handler runs (a
 * failure is a 400 listing every failing field, see the error handler), and puts the guards its `auth` names in
 * front. A handler therefore only ever sees valid input and acts for an authenticated caller.
 */

type ContractRequest<R extends RouteDefinition> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & {
  params: RouteParams<R>;
  query: RouteQuery<R>;
  body: RouteBody<R>;
};

export type ContractHandler<R extends RouteDefinition> = (
  request: ContractRequest<R>,
  reply: FastifyReply,
) => Promise<RouteReply<R> | FastifyReply>;

/**
 * A body-less POST (Fastify gives `null`) validates as an empty object, so that a route whose body fields are all optional needs no
 * `{}` from its callers, and one with required fields names them in the 400.
 */
export const contractValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return route.httpPart === 'body' ? (data) => validate(data ?? {}) : validate;
};

/** The path (`a.b.0`) of the first string holding a NUL character, which no database text column can store. */
function nulCharacterPath(value: unknown, path: string[] = [], depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : undefined;
  if (value === null || typeof value !== 'object' || depth > 64) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key].join('.');
    const found = nulCharacterPath(item, [...path, key], depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * preValidation hook of every contract route: a NUL character anywhere in the params, query or body is a 400 on
 * that field, before a schema that allows any text hands it to the database (which refuses it with an error).
 */
async function refuseNulCharacters(request: FastifyRequest): Promise<void> {
  for (const part of [request.params, request.query, request.body]) {
    const path = nulCharacterPath(part);
    if (path !== undefined) throw validationFailed([{ path, message: messageKeys.validationFailed }]);
  }
}

/** How a route is served beyond what its contract entry says. */
export interface ImplementOptions {
  /**
   * `handler`: a member route's handler checks the session itself (`readMemberClaims` instead of
   * `requireMemberSession`; see there), so that its hot path makes one round trip to the database, not two.
   */
  memberSession?: 'hook' | 'handler';
}

function guards(
  app: FastifyInstance,
  route: RouteDefinition,
  options: ImplementOptions,
): onRequestAsyncHookHandler[] {
  switch (route.auth) {
    case 'public':
      return [];
    case 'service':
      return [app.requireServiceToken];
    case 'business':
      return [app.requireServiceToken, app.resolveBusiness];
    case 'member':
      return [
        app.requireServiceToken,
        app.resolveBusiness,
        options.memberSession === 'handler' ? app.readMemberClaims : app.requireMemberSession,
      ];
    case 'admin':
      return [app.requireAdmin(route.scope ?? 'operator')];
    case 'integration':
      // The business is in a header, not the path: resolveIntegrationMember holds a key to its own business.
      return [app.requireIntegration(route.scope ?? 'operator'), app.resolveIntegrationMember];
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract entry a route implements (for the contract test and response checks). */
    contractRoute?: RouteDefinition;
  }
}

export function implement<R extends RouteDefinition>(
  app: FastifyInstance,
  route: R,
  handler: ContractHandler<R>,
  options: ImplementOptions = {},
): void {
  if (options.memberSession === 'handler' && route.auth !== 'member')
    throw new Error(
      `${route.method} ${route.path}: only a member route can check its session in its handler`,
    );
  const status = route.status;
  app.route({
    method: route.method,
    url: route.path,
    config: { contractRoute: route },
    onRequest: guards(app, route, options),
    preValidation: refuseNulCharacters,
    schema: {
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
    },
    handler: async (request, reply) => {
      // The contract's status is the default; a handler may still choose another one (200 for a replay).
      if (status) reply.code(status);
      const result = await handler(request as unknown as ContractRequest<R>, reply);
      if (status === 204 && result === undefined) return reply.send();
      return result;
    },
  });
}

/**
 * preSerialization hook (tests): a contract route's successful JSON answer must match its response schema.
 * A mismatch means the contract and the API disagree; it fails loudly instead of reaching a client.
 */
export async function checkContractResponse(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  const route = request.routeOptions.config.contractRoute;
  if (!route || route.produces || reply.statusCode >= 300) return payload;
  const checked = route.response.safeParse(payload);
  if (!checked.success) {
    throw new Error(`${route.method} ${route.path} answered outside its contract: ${checked.error.message}`);
  }
  return payload;
}
