import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BFF_ROUTE_MARK,
  MAX_BODY_BYTES,
  pagesApiRoute,
  parseCookieHeader,
  type RouteHandlers,
} from './pages-api';
import {
  BodyTooLargeError,
  toFetchResponse,
  type BffRequest,
  type JsonReply,
  type RouteHandler,
} from './route-handler';

/**
 * The adapter between Next's API routes (Node's request and response) and the BFF's route handlers, over a real
 * node:http server that hands each request over as Next does: its dynamic segments merged into `query`.
 */
const handler = (
  paramNames: string[],
  answer: (request: BffRequest, params: Record<string, unknown>) => Promise<JsonReply | Response>,
): RouteHandler => {
  const serve = async (request: BffRequest, segment?: { params: Promise<Record<string, unknown>> }) =>
    answer(request, (await segment?.params) ?? {});
  return Object.assign(async (request: BffRequest) => toFetchResponse(await serve(request)), {
    serve,
    paramNames,
  });
};

const echo = handler(['page'], async (request, params) =>
  Response.json({
    method: request.method,
    path: request.nextUrl.pathname,
    search: request.nextUrl.search,
    host: request.headers.get('host'),
    accept: request.headers.get('accept'),
    cookies: request.cookies.getAll(),
    params,
    body: request.method === 'GET' ? null : await request.text(),
  }),
);

const routes: Record<string, { handlers: RouteHandlers; query?: Record<string, string> }> = {
  '/api/echo/2': { handlers: { GET: echo, POST: echo }, query: { page: '2', other: 'from-the-query' } },
  '/api/large': {
    handlers: {
      POST: handler([], async (request) => {
        try {
          return Response.json({ length: (await request.text()).length });
        } catch (error) {
          return Response.json({ tooLarge: error instanceof BodyTooLargeError }, { status: 413 });
        }
      }),
    },
  },
  '/api/shapes': {
    handlers: {
      GET: handler([], async () => {
        const headers = new Headers({ 'content-type': 'application/vnd.apple.pkpass', 'x-one': '1' });
        headers.append('set-cookie', 'a=1; Path=/');
        headers.append('set-cookie', 'b=2; Path=/; HttpOnly');
        return new Response(new Uint8Array([0, 255, 16, 32]), { status: 201, headers });
      }),
      DELETE: handler([], async () => new Response(null, { status: 204 })),
    },
  },
  '/api/reply': {
    handlers: {
      GET: handler([], async () => ({
        status: 409,
        headers: { 'content-type': 'application/json', 'x-request-id': 'r-1' },
        body: JSON.stringify({ code: 'CONFLICT', message: 'general.conflict', note: 'מחיר' }),
      })),
    },
  },
};

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const route = routes[path];
    if (!route) {
      res.writeHead(404).end();
      return;
    }
    void pagesApiRoute(route.handlers)(Object.assign(req, { query: route.query ?? {} }), res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** A raw request (fetch cannot send some of these: HEAD bodies, a lying Content-Length, a custom Host). */
function send(
  method: string,
  path: string,
  headers: Record<string, string | number> = {},
  body?: Buffer | string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

const json = (answer: { body: Buffer }) =>
  JSON.parse(answer.body.toString('utf8')) as Record<string, unknown>;

describe('pagesApiRoute', () => {
  it('marks its export for the dispatcher that answers BFF routes ahead of Next (scripts/portal-bff-dispatch.mjs)', () => {
    expect(BFF_ROUTE_MARK).toBe(Symbol.for('loyalty.portal.bff-route'));
    expect(pagesApiRoute({})[BFF_ROUTE_MARK]).toBe(true);
  });

  it('hands the handler the method, URL, headers, cookies and only the route segments as params', async () => {
    const answer = await send('GET', '/api/echo/2?other=x&page=9', {
      host: 'northwind.localhost:3100',
      accept: 'application/json',
      cookie: 'next-auth.session-token.0=ab%3Dc; theme=dark; broken=%E0%A4%A',
    });
    expect(answer.status).toBe(200);
    expect(json(answer)).toEqual({
      method: 'GET',
      path: '/api/echo/2',
      search: '?other=x&page=9',
      host: 'northwind.localhost:3100',
      accept: 'application/json',
      cookies: [
        { name: 'next-auth.session-token.0', value: 'ab=c' },
        { name: 'theme', value: 'dark' },
        { name: 'broken', value: '%E0%A4%A' },
      ],
      params: { page: '2' },
      body: null,
    });
  });

  it('reads a body whole, multi-byte characters split across chunks included', async () => {
    const text = JSON.stringify({ name: 'שלום עולם مرحبا '.repeat(4_000) });
    const answer = await send('POST', '/api/echo/2', { 'content-type': 'application/json' }, text);
    expect(json(answer).body).toBe(text);
  });

  it(`refuses a body over ${MAX_BODY_BYTES} bytes, declared or sent`, async () => {
    const atLimit = await send('POST', '/api/large', {}, Buffer.alloc(MAX_BODY_BYTES, 'a'));
    expect(json(atLimit)).toEqual({ length: MAX_BODY_BYTES });
    const sent = await send('POST', '/api/large', {}, Buffer.alloc(MAX_BODY_BYTES + 1, 'a'));
    expect(sent.status).toBe(413);
    expect(json(sent)).toEqual({ tooLarge: true });
    const declared = await send('POST', '/api/large', { 'content-length': MAX_BODY_BYTES + 1 }, 'a');
    expect(declared.status).toBe(413);
  });

  it('writes status, headers, every Set-Cookie and a binary body back as they are', async () => {
    const answer = await send('GET', '/api/shapes');
    expect(answer.status).toBe(201);
    expect(answer.headers['content-type']).toBe('application/vnd.apple.pkpass');
    expect(answer.headers['x-one']).toBe('1');
    expect(answer.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/; HttpOnly']);
    expect([...answer.body]).toEqual([0, 255, 16, 32]);
    const empty = await send('DELETE', '/api/shapes');
    expect(empty.status).toBe(204);
    expect(empty.body.length).toBe(0);
  });

  it("writes the wrapper's JSON answer straight to the response, with its length", async () => {
    const answer = await send('GET', '/api/reply');
    expect(answer.status).toBe(409);
    expect(answer.headers['x-request-id']).toBe('r-1');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(json(answer)).toEqual({ code: 'CONFLICT', message: 'general.conflict', note: 'מחיר' });
    const head = await send('HEAD', '/api/reply');
    expect(head.status).toBe(409);
    expect(head.body.length).toBe(0);
  });

  it('answers HEAD from GET without the body, and OPTIONS with the methods there are', async () => {
    const head = await send('HEAD', '/api/shapes');
    expect(head.status).toBe(201);
    expect(head.headers['x-one']).toBe('1');
    expect(head.body.length).toBe(0);
    const options = await send('OPTIONS', '/api/shapes');
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe('GET, DELETE, HEAD, OPTIONS');
  });

  it("answers a method the route does not serve with 405 in the API's error shape", async () => {
    const answer = await send('PUT', '/api/echo/2', { 'content-type': 'application/json' }, '{}');
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, POST, HEAD, OPTIONS');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(json(answer)).toEqual({ code: 'NOT_FOUND', message: 'general.not.found' });
  });
});

describe('parseCookieHeader', () => {
  it('keeps names, decodes values, skips pairs without a name', () => {
    expect(parseCookieHeader(undefined)).toEqual([]);
    expect(parseCookieHeader(' a = 1 ;=orphan; flag; b=x%20y')).toEqual([
      { name: 'a', value: '1' },
      { name: 'b', value: 'x y' },
    ]);
  });
});
