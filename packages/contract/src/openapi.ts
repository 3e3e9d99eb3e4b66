import { z } from 'zod';
import { apiErrorSchema } from './api-error';
import { listRoutes, type ErrorStatus, type RouteDefinition, type RouteTree } from './route';

/**
 * The OpenAPI 3.1 document of a route tree, built from the same zod schemas the API validates with, so the
 * document cannot drift from what the API does. JSON Schema 2020-12 is OpenAPI 3.1's own dialect.
 */

type JsonSchema = Record<string, unknown>;

export interface OpenApiInfo {
  title: string;
  version: string;
  description?: string;
}

const statusText: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No content',
  400: 'Invalid input: `issues` lists the failing fields',
  401: 'Missing or wrong credentials, or no valid member session',
  403: 'Not allowed',
  404: 'Not found (also for another business’s objects)',
  409: 'Conflict with the current state',
  410: 'Gone',
  413: 'Too large',
  422: 'Not processable',
  429: 'Too many requests: see Retry-After',
  503: 'Temporarily unavailable',
};

function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'inline' }) as JsonSchema;
  delete json.$schema;
  return json;
}

/** The properties of an object schema as OpenAPI parameters. */
function parametersOf(schema: z.ZodType | undefined, location: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const json = toJsonSchema(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: location,
      required: location === 'path' || required.has(name),
      ...(description ? { description } : {}),
      schema: rest,
    };
  });
}

const header = (name: string, required: boolean, description: string): JsonSchema => ({
  name,
  in: 'header',
  required,
  description,
  schema: { type: 'string' },
});

function authParameters(route: RouteDefinition): JsonSchema[] {
  if (route.auth === 'integration')
    return [
      header('x-business-id', true, 'The business whose integration calls.'),
      header(
        'x-member-id',
        true,
        "The member the call is about; another business's member is not found, like an unknown one.",
      ),
    ];
  if (route.auth !== 'business' && route.auth !== 'member') return [];
  const business = header(
    'x-business-id',
    false,
    'The business the call acts for; without it, the business whose host name is in x-forwarded-host.',
  );
  if (route.auth === 'business') return [business];
  return [
    business,
    header('x-member-id', true, 'The signed-in member, from the verified session only.'),
    header(
      'x-session-auth-time',
      true,
      "The session's sign-in time (epoch ms); revoked sessions are refused.",
    ),
  ];
}

function errorResponses(route: RouteDefinition): Record<string, JsonSchema> {
  const byStatus = new Map<number, string[]>();
  const add = (status: number, keys: readonly string[] = []) =>
    byStatus.set(status, [...(byStatus.get(status) ?? []), ...keys]);
  if (route.params || route.query || route.body || route.auth === 'integration')
    add(400, ['validation.failed']);
  if (route.auth === 'member') add(401, ['auth.unauthorized', 'auth.session.revoked']);
  else if (route.auth !== 'public') add(401, ['auth.unauthorized']);
  if (route.auth === 'admin' || route.auth === 'integration') add(403, ['auth.api.key.scope.missing']);
  if (route.auth === 'admin' && (route.scope ?? 'operator') !== 'operator') add(404, ['business.not.found']);
  for (const [status, keys] of Object.entries(route.errors ?? {}) as [`${ErrorStatus}`, readonly string[]][])
    add(Number(status), keys);
  return Object.fromEntries(
    [...byStatus]
      .sort(([a], [b]) => a - b)
      .map(([status, keys]) => [
        String(status),
        {
          description: [statusText[status] ?? 'Error', ...new Set(keys)].join(' · '),
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
        },
      ]),
  );
}

function successResponse(route: RouteDefinition): JsonSchema {
  const status = route.status ?? 200;
  if (status === 204) return { description: statusText[204] };
  if (route.produces) {
    const types = route.produces.split(',').map((type) => type.trim());
    return {
      description: statusText[status] ?? 'OK',
      content: Object.fromEntries(types.map((type) => [type, {}])),
    };
  }
  return {
    description: statusText[status] ?? 'OK',
    content: { 'application/json': { schema: toJsonSchema(route.response, 'output') } },
  };
}

const security: Record<Exclude<RouteDefinition['auth'], 'admin' | 'integration'>, JsonSchema[]> = {
  public: [],
  service: [{ serviceToken: [] }],
  business: [{ serviceToken: [] }],
  member: [{ serviceToken: [] }],
};

/**
 * An admin or integration route: the operator's token, or (unless it is the operator's only) a business key with
 * its scope.
 */
function securityOf(route: RouteDefinition): JsonSchema[] {
  if (route.auth !== 'admin' && route.auth !== 'integration') return security[route.auth];
  const scope = route.scope ?? 'operator';
  return scope === 'operator' ? [{ adminToken: [] }] : [{ adminToken: [] }, { apiKey: [scope] }];
}

/** `Admin: shop` for `admin.shop.create`, `shop` for `shop.purchase`. */
function tagOf(name: string): string {
  const parts = name.split('.');
  return parts[0] === 'admin' ? `admin: ${parts[1]}` : (parts[0] ?? name);
}

export function buildOpenApiDocument(tree: RouteTree, info: OpenApiInfo): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const { name, route } of listRoutes(tree)) {
    const path = route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const operation: JsonSchema = {
      operationId: name,
      tags: [tagOf(name)],
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      security: securityOf(route),
      parameters: [
        ...parametersOf(route.params, 'path'),
        ...parametersOf(route.query, 'query'),
        ...authParameters(route),
      ],
      ...(route.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: toJsonSchema(route.body, 'input') } },
            },
          }
        : {}),
      responses: {
        [String(route.status ?? 200)]: successResponse(route),
        ...errorResponses(route),
      },
    };
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info,
    servers: [{ url: 'http://127.0.0.1:4000', description: 'The loyalty API of `npm start`' }],
    tags: [...new Set(listRoutes(tree).map(({ name }) => tagOf(name)))].map((tag) => ({ name: tag })),
    paths,
    components: {
      securitySchemes: {
        serviceToken: {
          type: 'http',
          scheme: 'bearer',
          description: "The portal's service token (SERVICE_TOKEN): portal-facing routes.",
        },
        adminToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'The admin token (ADMIN_TOKEN): the admin API and CLI, every business.',
        },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          description:
            "A business's API key (`lpk_<id>_<secret>`, from `npm run admin -- apikey:create`): the admin and " +
            'integration routes of that business only, within its scopes (read, members, ledger, messages, config).',
        },
      },
      schemas: { ApiError: toJsonSchema(apiErrorSchema, 'output') },
    },
  };
}
