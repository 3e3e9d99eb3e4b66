import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { encode } from 'next-auth/jwt';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '@loyalty/contract';

const TEST_SECRET = 'unit-test-nextauth-secret-0123456789abcdef';

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
    if (request.url === '/v1/member/revoked')
      return send(401, { code: 'UNAUTHORIZED', message: 'auth.session.revoked' });
    return send(200, {
      url: request.url,
      businessId: request.headers['x-business-id'],
      memberId: request.headers['x-member-id'],
      authTime: request.headers['x-session-auth-time'],
      sessionId: request.headers['x-session-id'],
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.LOYALTY_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.SERVICE_TOKEN = 'unit-service-token';
  process.env.LOG_LEVEL = 'silent';
  process.env.NEXTAUTH_SECRET = TEST_SECRET;
  delete process.env.NEXTAUTH_URL;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  resolveCalls = [];
  apiCalls = [];
});

// Imported after the environment is set: env.ts reads it on first use.
const { BodyTooLargeError, routeHandler } = await import('./route-handler');

/** Stand-in contract entries: the portal route under test, and the API routes it calls. */
const portalRoute = <const R extends Omit<RouteDefinition, 'method' | 'path' | 'summary' | 'response'>>(
  route: R,
) => defineRoute({ method: 'POST', path: '/api/x', summary: '', response: z.unknown(), ...route });
const apiRoute = <const P extends string>(path: P, auth: 'business' | 'member' = 'business') =>
  defineRoute({ method: 'GET', path, auth, summary: '', response: z.looseObject({}) });
const apiItem = defineRoute({
  method: 'GET',
  path: '/v1/items/:id',
  auth: 'business',
  summary: '',
  params: z.object({ id: z.string() }),
  response: z.looseObject({}),
});

const request = (
  url: string,
  headers: Record<string, string> = {},
  init: { method?: string; body?: string } = {},
) =>
  new NextRequest(`http://localhost:3100${url}`, {
    headers: {
      host: 'localhost:3100',
      // What a browser sends with a same-origin POST; the cross-site tests replace it.
      ...(init.method && init.method !== 'GET' ? { origin: 'http://localhost:3100' } : {}),
      ...headers,
    },
    ...init,
  });

describe('routeHandler', () => {
  const echo = routeHandler(portalRoute({ auth: 'public', query: z.object({ id: z.string().min(1) }) }), {
    cache: { scope: 'public', maxAge: 60, staleWhileRevalidate: 540 },
    handler: ({ api, query }) => api.call(apiItem, { params: { id: query.id }, cacheSeconds: 0 }),
  });

  it('resolves the business from the host and calls the API for it, with cache headers', async () => {
    const response = await echo(request('/api/item?id=7', { host: 'northwind.localhost:3100' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ url: '/v1/items/7', businessId: 'northwind' });
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
    const handler = routeHandler(
      portalRoute({
        auth: 'public',
        params: z.object({ locale: z.enum(['en', 'he']) }),
        body: z.object({ email: z.email() }),
      }),
      { handler: async ({ params, body }) => ({ locale: params.locale, email: body.email }) },
    );
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
    const conflict = routeHandler(portalRoute({ auth: 'public' }), {
      handler: ({ api }) => api.call(apiRoute('/v1/conflict'), { cacheSeconds: 0 }),
    });
    const response = await conflict(request('/api/x'));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ code: 'CONFLICT', message: 'general.conflict' });
  });

  it("answers a refusal with the route's own answer when it gives one, and only a refusal", async () => {
    const page = () => new Response(null, { status: 303, headers: { location: '/why' } });
    const refusal = vi.fn((_headers: Headers, refused: { status: number }) =>
      refused.status === 401 ? undefined : page(),
    );
    const call = (path: string) =>
      routeHandler(portalRoute({ auth: 'public', query: z.object({ id: z.string().min(1) }) }), {
        handler: ({ api }) => api.call(apiRoute(path), { cacheSeconds: 0 }),
        refusal,
      });
    const byApi = await call('/v1/conflict')(request('/api/x?id=1'));
    expect(byApi.status).toBe(303);
    expect(byApi.headers.get('location')).toBe('/why');
    expect(refusal).toHaveBeenLastCalledWith(expect.any(Headers), {
      status: 409,
      message: 'general.conflict',
    });
    const badInput = await call('/v1/conflict')(request('/api/x'));
    expect(badInput.status).toBe(303);
    expect(refusal).toHaveBeenLastCalledWith(expect.any(Headers), {
      status: 400,
      message: 'validation.failed',
    });
    // No answer of its own: the JSON error as usual.
    const revoked = await call('/v1/member/revoked')(request('/api/x?id=1'));
    expect(revoked.status).toBe(401);
    expect(await revoked.json()).toEqual({ code: 'UNAUTHORIZED', message: 'auth.session.revoked' });
    // A fault is not a refusal.
    refusal.mockClear();
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const broken = routeHandler(portalRoute({ auth: 'public' }), {
      handler: async () => {
        throw new TypeError('bug');
      },
      refusal,
    });
    expect((await broken(request('/api/x'))).status).toBe(500);
    stderr.mockRestore();
    expect(refusal).not.toHaveBeenCalled();
  });

  it('maps an unknown business to 404 business.not.found', async () => {
    const response = await echo(request('/api/item?id=1', { host: 'unknown.example' }));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: 'business.not.found' });
  });

  it('turns unexpected errors into a logged 500 general.error', async () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const broken = routeHandler(portalRoute({ auth: 'public' }), {
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
    const raw = routeHandler(portalRoute({ auth: 'public' }), {
      handler: async () => new Response('ok', { status: 202 }),
    });
    const response = await raw(request('/api/x'));
    expect(response.status).toBe(202);
    expect(await response.text()).toBe('ok');
  });

  it('answers 413 validation.too.long when the body is over the limit, without calling the handler', async () => {
    let called = false;
    const handler = routeHandler(portalRoute({ auth: 'public', body: z.object({ value: z.string() }) }), {
      handler: async () => {
        called = true;
        return {};
      },
    });
    const response = await handler({
      method: 'POST',
      headers: new Headers({ host: 'localhost:3100', origin: 'http://localhost:3100' }),
      nextUrl: new URL('http://localhost:3100/api/x'),
      cookies: { getAll: () => [] },
      text: () => Promise.reject(new BodyTooLargeError()),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'validation.too.long' });
    expect(called).toBe(false);
  });

  it("names the route's dynamic segments from its contract path", () => {
    const paged = routeHandler(
      defineRoute({
        method: 'GET',
        path: '/api/x/:page/:perPage',
        auth: 'public',
        summary: '',
        response: z.unknown(),
      }),
      { handler: async () => ({}) },
    );
    expect(paged.paramNames).toEqual(['page', 'perPage']);
    expect(echo.paramNames).toEqual([]);
  });
});

describe('routeHandler: cross-site requests', () => {
  const change = routeHandler(portalRoute({ auth: 'public', body: z.object({ value: z.string() }) }), {
    handler: async ({ body }) => ({ saved: body.value }),
  });
  const post = (headers: Record<string, string>) =>
    change(
      new NextRequest('http://localhost:3100/api/x', {
        method: 'POST',
        headers: { host: 'localhost:3100', ...headers },
        body: '{"value":"v"}',
      }),
    );

  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['another port', { origin: 'http://localhost:3200' }],
    ['another scheme', { origin: 'https://localhost:3100' }],
    ['an opaque origin', { origin: 'null' }],
    ['no Origin at all', {}],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    ['a same-site subdomain', { 'sec-fetch-site': 'same-site', origin: 'http://shop.localhost:3100' }],
  ])('refuses a POST from %s with 403 auth.cross.site.request, before anything else', async (_, headers) => {
    const response = await post(headers);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ code: 'FORBIDDEN', message: 'auth.cross.site.request' });
    expect(resolveCalls).toHaveLength(0);
    expect(apiCalls).toHaveLength(0);
  });

  it('accepts its own origin, also behind a proxy, and Sec-Fetch-Site: same-origin', async () => {
    expect((await post({ origin: 'http://localhost:3100' })).status).toBe(200);
    expect((await post({ 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    const proxied = await post({
      origin: 'https://portal.example.com',
      'x-forwarded-host': 'portal.example.com',
      'x-forwarded-proto': 'https',
    });
    expect(proxied.status).toBe(200);
  });

  it('checks PUT, PATCH and DELETE too, but never GET', async () => {
    const any = routeHandler(portalRoute({ auth: 'public' }), { handler: async () => ({ ok: true }) });
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const response = await any(
        new NextRequest('http://localhost:3100/api/x', {
          method,
          headers: { host: 'localhost:3100', origin: 'https://evil.example' },
        }),
      );
      expect(response.status, method).toBe(403);
    }
    const get = await any(
      new NextRequest('http://localhost:3100/api/x', { headers: { host: 'localhost:3100' } }),
    );
    expect(get.status).toBe(200);
  });
});

describe('routeHandler: member routes', () => {
  const claims = {
    comoMemberId: 'member-1',
    businessId: 'bean-leaf',
    email: 'dana@example.com',
    firstName: 'Dana',
    lastName: 'Demo',
    authTime: 1_700_000_000_123,
    sessionId: '5b1d2c3e-4f50-4a6b-8c7d-9e0f1a2b3c4d',
  };
  const cookieOf = async (token: Record<string, unknown>, name = 'next-auth.session-token') =>
    `${name}=${await encode({ token, secret: TEST_SECRET })}`;
  const memberCall = routeHandler(portalRoute({ auth: 'member' }), {
    handler: async ({ api, member }) => ({
      member: member.comoMemberId,
      api: await api.call(apiRoute('/v1/member/me', 'member')),
    }),
  });
  const revoked = routeHandler(portalRoute({ auth: 'member' }), {
    handler: ({ api }) => api.call(apiRoute('/v1/member/revoked', 'member')),
  });

  it('answers 401 auth.unauthorized without a session, without calling the API', async () => {
    const response = await memberCall(request('/api/protected/x'));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 'UNAUTHORIZED', message: 'auth.unauthorized' });
    expect(apiCalls).toHaveLength(0);
  });

  it('sends the member id, session id and sign-in time of the verified cookie to the API', async () => {
    const response = await memberCall(request('/api/protected/x', { cookie: await cookieOf(claims) }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      member: 'member-1',
      api: {
        url: '/v1/member/me',
        businessId: 'bean-leaf',
        memberId: 'member-1',
        authTime: '1700000000123',
        sessionId: '5b1d2c3e-4f50-4a6b-8c7d-9e0f1a2b3c4d',
      },
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a session of another business (401)', async () => {
    const cookie = await cookieOf(claims);
    const response = await memberCall(
      request('/api/protected/x', { host: 'northwind.localhost:3100', cookie }),
    );
    expect(response.status).toBe(401);
    expect(apiCalls).toHaveLength(0);
  });

  it("refuses another business's session before looking at the input (401, not the route's 400)", async () => {
    const withBody = routeHandler(portalRoute({ auth: 'member', body: z.object({ itemId: z.string() }) }), {
      handler: async () => ({ ok: true }),
    });
    const northwind = { host: 'northwind.localhost:3100', origin: 'http://northwind.localhost:3100' };
    const response = await withBody(
      request(
        '/api/protected/x',
        { ...northwind, cookie: await cookieOf(claims) },
        { method: 'POST', body: '{}' },
      ),
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 'UNAUTHORIZED', message: 'auth.unauthorized' });
    // The same body with a session of the host's business is the route's 400.
    const own = await withBody(
      request('/api/protected/x', { cookie: await cookieOf(claims) }, { method: 'POST', body: '{}' }),
    );
    expect(own.status).toBe(400);
    expect(apiCalls).toHaveLength(0);
  });

  it('treats a cookie that does not decode, or lacks the claims, as no session (logged)', async () => {
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const forged = await memberCall(
      request('/api/protected/x', { cookie: 'next-auth.session-token=abc.def.ghi' }),
    );
    expect(forged.status).toBe(401);
    const otherSecret = `next-auth.session-token=${await encode({ token: claims, secret: 'another-secret-of-enough-length-0000' })}`;
    expect((await memberCall(request('/api/protected/x', { cookie: otherSecret }))).status).toBe(401);
    const partial = await cookieOf({ sub: 'member-1', businessId: 'bean-leaf' });
    expect((await memberCall(request('/api/protected/x', { cookie: partial }))).status).toBe(401);
    stdout.mockRestore();
  });

  it('reads the session cookie under both names, over https and over http', async () => {
    const secureCookie = async () => cookieOf(claims, '__Secure-next-auth.session-token');
    process.env.NEXTAUTH_URL = 'https://portal.example.com';
    try {
      expect((await memberCall(request('/api/protected/x', { cookie: await secureCookie() }))).status).toBe(
        200,
      );
      expect((await memberCall(request('/api/protected/x', { cookie: await cookieOf(claims) }))).status).toBe(
        200,
      );
    } finally {
      delete process.env.NEXTAUTH_URL;
    }
    expect((await memberCall(request('/api/protected/x', { cookie: await secureCookie() }))).status).toBe(
      200,
    );
    expect((await memberCall(request('/api/protected/x', { cookie: 'other=1' }))).status).toBe(401);
  });

  it('joins a chunked session cookie', async () => {
    const value = (await cookieOf({ ...claims, padding: 'x'.repeat(5000) })).split('=')[1]!;
    const cookie = [value.slice(0, 3933), value.slice(3933)]
      .map((chunk, index) => `next-auth.session-token.${index}=${chunk}`)
      .join('; ');
    expect((await memberCall(request('/api/protected/x', { cookie }))).status).toBe(200);
  });

  it("passes the API's 401 (a revoked session) on", async () => {
    const response = await revoked(request('/api/protected/x', { cookie: await cookieOf(claims) }));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 'UNAUTHORIZED', message: 'auth.session.revoked' });
  });

  it('takes the member from the cookie, never from the body', async () => {
    const change = routeHandler(portalRoute({ auth: 'member', body: z.looseObject({}) }), {
      handler: ({ api }) => api.call(apiRoute('/v1/member/me', 'member')),
    });
    const response = await change(
      request(
        '/api/protected/x',
        { cookie: await cookieOf(claims), 'x-member-id': 'someone-else' },
        { method: 'POST', body: '{"comoMemberId":"someone-else","memberId":"someone-else"}' },
      ),
    );
    expect(await response.json()).toMatchObject({ memberId: 'member-1' });
  });

  it('refuses to cache a member route publicly', () => {
    expect(() =>
      routeHandler(portalRoute({ auth: 'member' }), {
        cache: { scope: 'public', maxAge: 60 },
        handler: async () => null,
      }),
    ).toThrow(/publicly/);
  });
});
