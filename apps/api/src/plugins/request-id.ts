import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { REQUEST_ID_HEADER } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Only ids that are safe to copy into logs and headers are accepted from callers.
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's `genReqId`: keeps the caller's `x-request-id` (the portal's), so one id follows a request across both. */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value !== undefined && ACCEPTABLE_ID.test(value) ? value : randomUUID();
}

/** Echoes the request id on every response, errors and 404s included. */
export const requestIdPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
    });
  },
  { name: 'request-id' },
);
