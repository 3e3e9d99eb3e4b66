import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

/**
 * The wrapper's own behaviour against a stand-in API (the BFF tests run the real one): what happens
 * around the handler, whatever the handler does.
 */
let server: Server;
let resolveCalls: IncomingHttpHeaders[] = [];
let apiCalls: IncomingHttpHeaders[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.url === '/v1/tenants/resolve') {
      resolveCalls.push(request.headers);
      const host = request.headers['x-forwarded-host'];
      if (host === 'unknown.example') return send(404, { code: 'NOT_FOUND', message: 'business.not.found' });
      const businessId = host === 'northwind.localhost' ? 'northwind' : 'bean-leaf';
      return send(200, { businessId, resolvedBy: 'host' });
    }
    apiCalls.push(request.headers);
    if (request.url === '/v1/conflict') return send(409, { code: 'CONFLICT', message: 'general.conflict' });
    return send(200, { url: request.url, businessId: request.headers['x-business-id'] });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.LOYALTY_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.SERVICE_TOKEN = 'unit-service-token';
  process.env.LOG_LEVEL = 'silent';
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  resolveCalls = [];
  apiCalls = [];
});

// Imported after the environment is set: env.ts reads it on first use.
const { routeHandler } = await import('./route-handler');

const request = (
  url: string,
  headers: Record<string, string> = {},
  init: { method?: string; body?: string } = {},
) =>
  new NextRequest(`http://localhost:3100${url}`, {
    headers: { host: 'localhost:3100', ...headers },
    ...init,
  });

describe('routeHandler', () => {
  const echo = routeHandler({
    query: z.object({ id: z.string().min(1) }),
    cache: { scope: 'public', maxAge: 60, staleWhileRevalidate: 540 },
    handler: ({ api, query }) => api.get(`/v1/items/${query.id}`, { cacheSeconds: 0 }),
  });

  it('resolves the business from the host and calls the API for it, with cache headers', async () => {
    const response = await echo(request('/api/item?id=7', { host: 'northwind.localhost:3100' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ url: '/v1/items/7', businessId: 'northwind' });
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=540');
    expect(response.headers.get('vary')).toBe('x-business-id');
    expect(resolveCalls[0]?.['x-forwarded-host']).toBe('northwind.localhost');
  });

  it('forwards an incoming x-business-id to the resolution', async () => {
    await echo(request('/api/item?id=1', { host: 'other.example', 'x-business-id': 'northwind' }));
    expect(resolveCalls[0]?.['x-business-id']).toBe('northwind');
  });

  it('caches the resolution per host and header', async () => {
    await echo(request('/api/item?id=1', { host: 'cached.example' }));
    await echo(request('/api/item?id=2', { host: 'cached.example' }));
    await echo(request('/api/item?id=3', { host: 'cached.example', 'x-business-id': 'northwind' }));
    expect(resolveCalls).toHaveLength(2);
    expect(apiCalls).toHaveLength(3);
  });

  it('keeps a valid incoming request id and sends it to the API and back', async () => {
    const response = await echo(request('/api/item?id=1', { 'x-request-id': 'abc-123' }));
    expect(response.headers.get('x-request-id')).toBe('abc-123');
    expect(apiCalls[0]?.['x-request-id']).toBe('abc-123');
    const replaced = await echo(request('/api/item?id=1', { 'x-request-id': 'bad id with spaces' }));
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 400 VALIDATION_FAILED with issues for bad input, without calling the API', async () => {
    const response = await echo(request('/api/item'));
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { code: string; message: string; issues: { path: string }[] };
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'validation.failed' });
    expect(body.issues.map((issue) => issue.path)).toEqual(['query.id']);
    expect(apiCalls).toHaveLength(0);
  });

  it('validates route params and JSON bodies', async () => {
    const handler = routeHandler({
      params: z.object({ locale: z.enum(['en', 'he']) }),
      body: z.object({ email: z.email() }),
      handler: async ({ params, body }) => ({ locale: params.locale, email: body.email }),
    });
    const post = (body: string, locale: string) =>
      handler(request('/api/x', {}, { method: 'POST', body }), { params: Promise.resolve({ locale }) });
    expect(await (await post('{"email":"a@b.co"}', 'he')).json()).toEqual({ locale: 'he', email: 'a@b.co' });
    expect((await post('{"email":"nope"}', 'he')).status).toBe(400);
    expect((await post('{"email":"a@b.co"}', 'fr')).status).toBe(400);
    const notJson = await post('{oops', 'he');
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ issues: [{ path: 'body', message: 'validation.json' }] });
  });

  it("maps API errors to the API's status, code and message", async () => {
    const conflict = routeHandler({ handler: ({ api }) => api.get('/v1/conflict', { cacheSeconds: 0 }) });
    const response = await conflict(request('/api/x'));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ code: 'CONFLICT', message: 'general.conflict' });
  });

  it('maps an unknown business to 404 business.not.found', async () => {
    const response = await echo(request('/api/item?id=1', { host: 'unknown.example' }));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: 'business.not.found' });
  });

  it('turns unexpected errors into a logged 500 general.error', async () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const broken = routeHandler({
      handler: async () => {
        throw new TypeError('bug');
      },
    });
    const response = await broken(request('/api/x'));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ code: 'INTERNAL', message: 'general.error' });
    stderr.mockRestore();
  });

  it('passes a Response from the handler through untouched', async () => {
    const raw = routeHandler({ handler: async () => new Response('ok', { status: 202 }) });
    const response = await raw(request('/api/x'));
    expect(response.status).toBe(202);
    expect(await response.text()).toBe('ok');
  });
});
