import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { errorCodes, messageKeys } from '@loyalty/contract';
import { BodyTooLargeError, type BffRequest, type JsonReply, type RouteHandler } from './route-handler';

/**
 * Serves BFF route handlers as Next.js API routes (`src/pages/api/...`), the lighter of the two request paths
 * `next start` offers: the handler gets Node's request and response, with none of the App Router's per-request
 * work (its request and response objects and their web streams, the work stores, the router state). On this
 * machine a bare relay served this way answers about 1.7 × what the same relay answers as an App Router route
 * handler (decision 011).
 *
 * The handlers themselves are unchanged: each is built by routeHandler from its contract entry and takes a
 * Fetch-style request (the BFF tests call them directly), so this module only adapts Node's request to that
 * shape and writes the answer back: a JSON answer as the wrapper made it, a handler's own Response as it is.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RouteHandlers = Partial<Record<Method, RouteHandler>>;

/** What Next gives an API route: Node's request plus the route's dynamic segments merged into `query`. */
export interface ApiRouteRequest extends IncomingMessage {
  query?: Partial<Record<string, string | string[]>>;
}

/** The largest request body a BFF call accepts; the API's own limits are lower for every route that has a body. */
export const MAX_BODY_BYTES = 1024 * 1024;

function readBodyOf(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (declared > MAX_BODY_BYTES) {
      reject(new BodyTooLargeError());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        req.removeAllListeners('data');
        req.resume();
        reject(new BodyTooLargeError());
        return;
      }
      chunks.push(chunk);
    });
    req.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.once('error', reject);
  });
}

function decodeCookieValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The `Cookie` header's pairs, as a browser sent them (names kept, values percent-decoded). */
export function parseCookieHeader(header: string | undefined): { name: string; value: string }[] {
  if (!header) return [];
  const cookies: { name: string; value: string }[] = [];
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const name = part.slice(0, at).trim();
    if (name) cookies.push({ name, value: decodeCookieValue(part.slice(at + 1).trim()) });
  }
  return cookies;
}

function urlOf(req: IncomingMessage): URL {
  const path = req.url ?? '/';
  try {
    return new URL(path, `http://${req.headers.host ?? 'localhost'}`);
  } catch {
    // A Host header no URL can carry: the path still routes, and the origin checks read the headers themselves.
    return new URL(path, 'http://localhost');
  }
}

/** Node's request in the shape the BFF handlers read. */
function bffRequestOf(req: IncomingMessage): BffRequest {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (value) for (const item of value) headers.append(name, item);
  }
  let cookies: { name: string; value: string }[] | undefined;
  const allCookies = () => (cookies ??= parseCookieHeader(req.headers.cookie));
  return {
    method: req.method ?? 'GET',
    headers,
    nextUrl: urlOf(req),
    cookies: { getAll: allCookies },
    text: () => readBodyOf(req),
  };
}

/** The route's dynamic segments, which Next merges into `query`. */
function paramsOf(
  req: ApiRouteRequest,
  names: readonly string[],
): Record<string, string | string[] | undefined> {
  const params: Record<string, string | string[] | undefined> = {};
  for (const name of names) params[name] = req.query?.[name];
  return params;
}

function writeReply(res: ServerResponse, reply: JsonReply, withBody: boolean): void {
  reply.headers['content-length'] = String(Buffer.byteLength(reply.body));
  res.writeHead(reply.status, reply.headers);
  res.end(withBody ? reply.body : undefined);
}

async function writeResponse(res: ServerResponse, response: Response, withBody: boolean): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  const setCookies = response.headers.getSetCookie();
  if (setCookies.length > 0) res.setHeader('set-cookie', setCookies);
  if (!withBody || response.body === null) {
    res.end();
    return;
  }
  res.end(Buffer.from(await response.arrayBuffer()));
}

/**
 * What scripts/portal-bff-dispatch.mjs looks for on a route module's default export before it answers the route's
 * requests ahead of Next's router (decision 012): the export reads nothing but Node's request and its route's
 * segments in `req.query`, and writes its whole answer itself.
 */
export const BFF_ROUTE_MARK = Symbol.for('loyalty.portal.bff-route');

/**
 * The default export of a BFF API route: dispatches by method to the route's handlers (HEAD to GET, without the
 * body; OPTIONS answers which methods there are; any other method gets a 405 in the API's error shape).
 */
export function pagesApiRoute(handlers: RouteHandlers) {
  const methods = Object.keys(handlers) as Method[];
  const allow = [...methods, ...(handlers.GET ? ['HEAD'] : []), 'OPTIONS'].join(', ');
  return Object.assign(serve, { [BFF_ROUTE_MARK]: true as const });

  async function serve(req: ApiRouteRequest, res: ServerResponse): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    if (method === 'OPTIONS') {
      res.writeHead(204, { allow, 'cache-control': 'no-store' });
      res.end();
      return;
    }
    const handler = handlers[(method === 'HEAD' ? 'GET' : method) as Method];
    if (!handler) {
      const body = JSON.stringify({ code: errorCodes.notFound, message: messageKeys.notFound });
      const headers = { 'content-type': 'application/json', 'cache-control': 'no-store', allow };
      writeReply(res, { status: 405, headers, body }, true);
      return;
    }
    const params = paramsOf(req, handler.paramNames);
    const reply = await handler.serve(bffRequestOf(req), { params: Promise.resolve(params) });
    if (reply instanceof Response) await writeResponse(res, reply, method !== 'HEAD');
    else writeReply(res, reply, method !== 'HEAD');
  }
}
