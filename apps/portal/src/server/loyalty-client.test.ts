import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '@loyalty/contract';
import { createLogger } from './logger';
import {
  buildUrl,
  createLoyaltyClient,
  createServerCaller,
  errorCodeForStatus,
  LoyaltyApiError,
  type LoyaltyClient,
} from './loyalty-client';
import { TtlCache } from './ttl-cache';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A stand-in loyalty API: records every request and answers by path. */
let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
/** What the stand-in answers in x-business-version on /v1/versioned and /v1/configuration/version. */
let apiVersion = 'v1';

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      const path = (request.url ?? '').split('?')[0];
      const json = (status: number, value: unknown, statusText?: string) => {
        response.writeHead(status, statusText, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      if (path === '/v1/echo')
        return json(200, { method: request.method, body: body ? JSON.parse(body) : null });
      if (path === '/v1/counter') return json(200, { count: seen.length });
      if (path === '/v1/versioned' || path === '/v1/configuration/version') {
        response.writeHead(200, { 'content-type': 'application/json', 'x-business-version': apiVersion });
        return response.end(JSON.stringify({ count: seen.length, version: apiVersion }));
      }
      if (path === '/v1/empty') return response.writeHead(204).end();
      if (path === '/v1/missing') return json(404, { code: 'NOT_FOUND', message: 'location.not.found' });
      if (path === '/v1/invalid') {
        return json(400, {
          code: 'VALIDATION_FAILED',
          message: 'validation.failed',
          issues: [{ path: 'email', message: 'validation.email.not.in.right.format' }],
        });
      }
      if (path === '/v1/html-error') {
        response.writeHead(502, 'Bad Gateway Here', { 'content-type': 'text/html' });
        return response.end('<html>proxy down</html>');
      }
      if (path === '/v1/not-json') {
        response.writeHead(200, { 'content-type': 'application/json' });
        return response.end('{oops');
      }
      return json(404, {}, 'Nothing Here');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen = [];
});

const client = (): LoyaltyClient => createLoyaltyClient({ baseUrl, serviceToken: 'svc-token' });

async function rejection(promise: Promise<unknown>): Promise<LoyaltyApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof LoyaltyApiError))
    throw new Error(`expected a LoyaltyApiError, got ${String(error)}`);
  return error;
}

describe('buildUrl', () => {
  it('drops undefined, null and empty query values but keeps 0 and false', () => {
    const url = buildUrl('http://api.test/', '/v1/forms', {
      formId: 'f1',
      locationId: undefined,
      activeForm: null,
      formType: '',
      offset: 0,
      active: false,
    });
    expect(url).toBe('http://api.test/v1/forms?formId=f1&offset=0&active=false');
  });

  it('encodes values', () => {
    expect(buildUrl('http://api.test', 'v1/x', { q: 'a b&c' })).toBe('http://api.test/v1/x?q=a+b%26c');
  });
});

describe('createLoyaltyClient', () => {
  it('GET returns parsed JSON and sends the service token, a request id and no-cache', async () => {
    const result = await client().get('/v1/echo', { query: { a: '1', b: '' }, requestId: 'req-1' });
    expect(result).toEqual({ method: 'GET', body: null });
    expect(seen[0]?.url).toBe('/v1/echo?a=1');
    expect(seen[0]?.headers.authorization).toBe('Bearer svc-token');
    expect(seen[0]?.headers['x-request-id']).toBe('req-1');
    // No cache between the portal and the API may keep an answer.
    expect(seen[0]?.headers['cache-control']).toBe('no-cache');
  });

  it('makes up a request id when none is given', async () => {
    await client().get('/v1/echo');
    expect(seen[0]?.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('GET of an empty body gives null', async () => {
    await expect(client().get('/v1/empty')).resolves.toBeNull();
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    '%s returns the raw Response and sends JSON',
    async (method) => {
      const response = await client().send(method, '/v1/echo', { body: { hello: 'world' }, cookie: 'a=b' });
      expect(response).toBeInstanceOf(Response);
      expect(await response.json()).toEqual({ method, body: { hello: 'world' } });
      expect(seen[0]?.headers['content-type']).toBe('application/json');
      expect(seen[0]?.headers.cookie).toBe('a=b');
    },
  );

  it('sends no cookie header unless given one', async () => {
    await client().send('POST', '/v1/echo');
    expect(seen[0]?.headers.cookie).toBeUndefined();
    expect(seen[0]?.headers['content-type']).toBeUndefined();
  });

  it("throws with the status and the body's message and code", async () => {
    const error = await rejection(client().get('/v1/missing'));
    expect(error).toMatchObject({ status: 404, message: 'location.not.found', code: 'NOT_FOUND' });
  });

  it('keeps validation issues', async () => {
    const error = await rejection(client().send('POST', '/v1/invalid', { body: {} }));
    expect(error.status).toBe(400);
    expect(error.issues).toEqual([{ path: 'email', message: 'validation.email.not.in.right.format' }]);
  });

  it('falls back to the status text, and a code derived from the status, when the body has none', async () => {
    const notFound = await rejection(client().get('/v1/unknown'));
    expect(notFound).toMatchObject({ status: 404, message: 'Nothing Here', code: 'NOT_FOUND' });
    const badGateway = await rejection(client().send('DELETE', '/v1/html-error'));
    expect(badGateway).toMatchObject({ status: 502, message: 'Bad Gateway Here', code: 'INTERNAL' });
  });

  it('reports an answer that is not JSON as a bad gateway', async () => {
    const error = await rejection(client().get('/v1/not-json'));
    expect(error).toMatchObject({ status: 502, message: 'general.error' });
  });

  it('reports an unreachable API as 503 general.unavailable', async () => {
    const offline = createLoyaltyClient({ baseUrl: 'http://127.0.0.1:1', serviceToken: 'x' });
    const error = await rejection(offline.get('/v1/echo'));
    expect(error).toMatchObject({ status: 503, code: 'UNAVAILABLE', message: 'general.unavailable' });
  });

  it('can use an injected fetch', async () => {
    const calls: string[] = [];
    const fake: typeof fetch = async (input) => {
      calls.push(String(input));
      return Response.json({ ok: true });
    };
    const injected = createLoyaltyClient({ baseUrl: 'http://injected.test', serviceToken: 't', fetch: fake });
    await expect(injected.get('/v1/x', { query: { q: null } })).resolves.toEqual({ ok: true });
    expect(calls).toEqual(['http://injected.test/v1/x']);
  });
});

describe('errorCodeForStatus', () => {
  it('maps statuses to the contract codes', () => {
    expect(errorCodeForStatus(400)).toBe('VALIDATION_FAILED');
    expect(errorCodeForStatus(401)).toBe('UNAUTHORIZED');
    expect(errorCodeForStatus(429)).toBe('RATE_LIMITED');
    expect(errorCodeForStatus(500)).toBe('INTERNAL');
    expect(errorCodeForStatus(418)).toBe('HTTP_418');
  });
});

/** Stand-in contract entries for the stand-in API above. */
const echoSchema = z.object({ method: z.string(), body: z.unknown() });
const counterSchema = z.object({ count: z.number() });
const routes = {
  echo: defineRoute({ method: 'GET', path: '/v1/echo', auth: 'business', summary: '', response: echoSchema }),
  memberEcho: defineRoute({
    method: 'GET',
    path: '/v1/echo',
    auth: 'member',
    summary: '',
    query: z.object({ page: z.number() }),
    response: echoSchema,
  }),
  memberPost: defineRoute({
    method: 'POST',
    path: '/v1/echo',
    auth: 'member',
    summary: '',
    body: z.object({ x: z.number() }),
    response: echoSchema,
  }),
  serviceEcho: defineRoute({
    method: 'GET',
    path: '/v1/echo',
    auth: 'service',
    summary: '',
    response: echoSchema,
  }),
  wrongShape: defineRoute({
    method: 'GET',
    path: '/v1/echo',
    auth: 'business',
    summary: '',
    response: z.object({ method: z.literal('POST') }),
  }),
  item: defineRoute({
    method: 'GET',
    path: '/v1/items/:itemId',
    auth: 'business',
    summary: '',
    params: z.object({ itemId: z.string() }),
    response: z.unknown(),
  }),
  counter: defineRoute({
    method: 'GET',
    path: '/v1/counter',
    auth: 'business',
    summary: '',
    response: counterSchema,
  }),
  memberCounter: defineRoute({
    method: 'GET',
    path: '/v1/counter',
    auth: 'member',
    summary: '',
    response: counterSchema,
  }),
  signOut: defineRoute({
    method: 'POST',
    path: '/v1/empty',
    auth: 'member',
    summary: '',
    response: z.undefined(),
    status: 204,
  }),
  missing: defineRoute({
    method: 'GET',
    path: '/v1/missing',
    auth: 'business',
    summary: '',
    response: z.unknown(),
  }),
};

describe('createServerCaller', () => {
  const lines: string[] = [];
  const log = createLogger({}, (line) => lines.push(line), 'error');

  beforeEach(() => {
    lines.length = 0;
  });

  const caller = (ids: { businessId: string | null; memberId?: string | null }) =>
    createServerCaller({ ...ids, requestId: 'req-42', log }, { client: client(), cache: new TtlCache() });

  it('sends x-business-id on business routes, and x-member-id only on member routes', async () => {
    const api = caller({ businessId: 'bean-leaf', memberId: 'member-1' });
    await api.call(routes.echo);
    await api.call(routes.memberEcho, { query: { page: 2 } });
    await api.call(routes.memberPost, { body: { x: 1 } });
    await api.call(routes.serviceEcho);
    expect(seen.map((s) => [s.url, s.headers['x-business-id'], s.headers['x-member-id']])).toEqual([
      ['/v1/echo', 'bean-leaf', undefined],
      ['/v1/echo?page=2', 'bean-leaf', 'member-1'],
      ['/v1/echo', 'bean-leaf', 'member-1'],
      ['/v1/echo', undefined, undefined],
    ]);
    expect(seen[2]?.body).toBe('{"x":1}');
    expect(seen.every((s) => s.headers['x-request-id'] === 'req-42')).toBe(true);
  });

  it("fills the path's parameters, URI-encoded", async () => {
    // The stand-in API knows no items: the 404 is beside the point, the path it was asked for is not.
    await rejection(caller({ businessId: 'bean-leaf' }).call(routes.item, { params: { itemId: 'a/b c' } }));
    expect(seen[0]?.url).toBe('/v1/items/a%2Fb%20c');
  });

  it("parses answers with the entry's response schema: a mismatch is a bad gateway", async () => {
    const api = caller({ businessId: 'bean-leaf' });
    await expect(api.call(routes.echo)).resolves.toEqual({ method: 'GET', body: null });
    const error = await rejection(api.call(routes.wrongShape, { cacheSeconds: 0 }));
    expect(error.status).toBe(502);
  });

  it('answers undefined for a 204', async () => {
    await expect(caller({ businessId: 'b', memberId: 'm' }).call(routes.signOut)).resolves.toBeUndefined();
  });

  it('returns null without calling, and logs an error, when the business id is missing', async () => {
    const api = caller({ businessId: null });
    await expect(api.call(routes.echo)).resolves.toBeNull();
    await expect(api.call(routes.counter)).resolves.toBeNull();
    expect(seen).toHaveLength(0);
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      level: 50,
      missing: ['businessId'],
      path: '/v1/echo',
    });
  });

  it('returns null for member calls without a member id, but still makes business calls', async () => {
    const api = caller({ businessId: 'bean-leaf', memberId: null });
    await expect(api.call(routes.memberEcho)).resolves.toBeNull();
    await expect(api.call(routes.memberPost, { body: { x: 1 } })).resolves.toBeNull();
    expect(seen).toHaveLength(0);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ missing: ['memberId'] });
    await expect(api.call(routes.echo)).resolves.toEqual({ method: 'GET', body: null });
  });

  it('caches business GETs per business and URL, and not member GETs unless asked', async () => {
    const cache = new TtlCache<unknown>();
    const make = (businessId: string) =>
      createServerCaller({ businessId, memberId: 'm1', log }, { client: client(), cache });
    const beanLeaf = make('bean-leaf');
    expect(await beanLeaf.call(routes.counter)).toEqual({ count: 1 });
    expect(await beanLeaf.call(routes.counter)).toEqual({ count: 1 });
    expect(await make('northwind').call(routes.counter)).toEqual({ count: 2 });
    expect(await beanLeaf.call(routes.memberCounter)).toEqual({ count: 3 });
    expect(await beanLeaf.call(routes.memberCounter)).toEqual({ count: 4 });
    expect(await beanLeaf.call(routes.memberCounter, { cacheSeconds: 60 })).toEqual({ count: 5 });
    expect(await beanLeaf.call(routes.memberCounter, { cacheSeconds: 60 })).toEqual({ count: 5 });
    expect(await beanLeaf.call(routes.counter, { cacheSeconds: 0 })).toEqual({ count: 6 });
  });

  it("keeps a business's answers until the API reports a new version, checked in the background every 5 s", async () => {
    const versioned = defineRoute({
      method: 'GET',
      path: '/v1/versioned',
      auth: 'business',
      summary: '',
      response: z.object({ count: z.number(), version: z.string() }),
    });
    const memberVersioned = { ...versioned, auth: 'member' as const };
    let now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => now);
    try {
      apiVersion = 'v1';
      const api = createServerCaller(
        { businessId: `versioned-${now}`, memberId: 'm1', log },
        { client: client(), cache: new TtlCache() },
      );
      const checks = () => seen.filter((request) => request.url.startsWith('/v1/configuration/version'));
      const first = await api.call(versioned);
      expect(first).toMatchObject({ version: 'v1' });

      // Another API instance changes the business; within the check interval the kept answer is served.
      apiVersion = 'v2';
      now += 4_000;
      expect(await api.call(versioned)).toBe(first);
      expect(checks()).toHaveLength(0);

      // Past it, the kept answer is still served at once, and one check starts in the background.
      now += 2_000;
      expect(await api.call(versioned)).toBe(first);
      expect(await api.call(versioned)).toBe(first);
      await vi.waitFor(() => expect(checks()).toHaveLength(1));
      await vi.waitFor(async () => expect(await api.call(versioned)).toMatchObject({ version: 'v2' }));
      const second = await api.call(versioned);
      expect(await api.call(versioned)).toBe(second);

      // A member call (never kept) tells of the next change with no check at all.
      apiVersion = 'v3';
      await api.call(memberVersioned);
      expect(await api.call(versioned)).toMatchObject({ version: 'v3' });
      expect(checks()).toHaveLength(1);
    } finally {
      clock.mockRestore();
    }
  });

  it('parses a cached answer once and hands out a frozen copy', async () => {
    let parses = 0;
    const counted = defineRoute({
      method: 'GET',
      path: '/v1/counter',
      auth: 'business',
      summary: '',
      response: counterSchema.transform((value) => {
        parses += 1;
        return value;
      }),
    });
    const api = caller({ businessId: 'bean-leaf' });
    const first = await api.call(counted);
    expect(await api.call(counted)).toBe(first);
    expect(parses).toBe(1);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('passes API errors through', async () => {
    const error = await rejection(caller({ businessId: 'bean-leaf' }).call(routes.missing));
    expect(error.status).toBe(404);
  });
});
