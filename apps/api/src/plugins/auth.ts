import { createHash, timingSafeEqual } from 'node:crypto';
import { apiKeyMessageKeys, messageKeys, type AdminRouteScope } from '@loyalty/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, notFound, unauthorized } from '../lib/http-error';
import { authenticateApiKey, looksLikeApiKey, type ApiKeyCaller } from '../modules/api-keys/api-keys.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook for portal-facing routes: `Authorization: Bearer $SERVICE_TOKEN`. */
    requireServiceToken: onRequestAsyncHookHandler;
    /**
     * onRequest hook for an admin route needing `scope`: `Authorization: Bearer $ADMIN_TOKEN` (the operator, any
     * business), or a business's API key that carries the scope, for a path of that business only.
     */
    requireAdmin(scope: AdminRouteScope): onRequestAsyncHookHandler;
    /**
     * onRequest hook for an integration route needing `scope`: the admin token, or a business's API key that
     * carries the scope (sets `request.apiKey`; `resolveIntegrationMember` then holds it to its own business).
     */
    requireIntegration(scope: AdminRouteScope): onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    /** The business API key an admin call was made with; undefined for the operator's token. */
    apiKey: ApiKeyCaller | undefined;
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** Constant-time: both sides are hashed to equal length first, so neither content nor length leaks. */
export function tokenMatches(presented: string | undefined, expected: string): boolean {
  if (presented === undefined) return false;
  return timingSafeEqual(digest(presented), digest(expected));
}

export interface AuthOptions {
  serviceToken: string;
  adminToken: string;
}

export const authPlugin = fp<AuthOptions>(
  async (app: FastifyInstance, options: AuthOptions) => {
    const guard =
      (expected: string): onRequestAsyncHookHandler =>
      async (request, reply) => {
        if (tokenMatches(bearerToken(request), expected)) return;
        reply.header('www-authenticate', 'Bearer');
        throw unauthorized();
      };
    app.decorate('requireServiceToken', guard(options.serviceToken));
    app.decorateRequest('apiKey', undefined);
    /** The operator (undefined) or a business's key carrying `scope`; else 401 / 403. */
    const adminCaller = async (
      request: FastifyRequest,
      reply: FastifyReply,
      scope: AdminRouteScope,
    ): Promise<ApiKeyCaller | undefined> => {
      const token = bearerToken(request);
      if (tokenMatches(token, options.adminToken)) return undefined;
      const key =
        token !== undefined && looksLikeApiKey(token)
          ? await authenticateApiKey(app.db, token, app.clock())
          : undefined;
      if (!key) {
        reply.header('www-authenticate', 'Bearer');
        throw unauthorized();
      }
      if (scope === 'operator' || !key.scopes.includes(scope))
        throw forbidden(apiKeyMessageKeys.scopeMissing);
      return key;
    };
    app.decorate(
      'requireAdmin',
      (scope: AdminRouteScope): onRequestAsyncHookHandler =>
        async (request, reply) => {
          const key = await adminCaller(request, reply, scope);
          if (!key) return;
          // Another business's path answers as if that business did not exist: a key learns nothing of it.
          const { businessId } = (request.params ?? {}) as { businessId?: string };
          if (businessId !== key.businessId) throw notFound(messageKeys.businessNotFound);
          request.apiKey = key;
        },
    );
    app.decorate(
      'requireIntegration',
      (scope: AdminRouteScope): onRequestAsyncHookHandler =>
        async (request, reply) => {
          request.apiKey = await adminCaller(request, reply, scope);
        },
    );
  },
  { name: 'auth' },
);
