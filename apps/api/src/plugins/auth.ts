import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/http-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook for portal-facing routes: `Authorization: Bearer $SERVICE_TOKEN`. */
    requireServiceToken: onRequestAsyncHookHandler;
    /** onRequest hook for admin routes: `Authorization: Bearer $ADMIN_TOKEN`. */
    requireAdminToken: onRequestAsyncHookHandler;
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
    app.decorate('requireAdminToken', guard(options.adminToken));
  },
  { name: 'auth' },
);
