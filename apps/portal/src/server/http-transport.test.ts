import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { network } from '../../../../scripts/test-setup/no-stray-network';
import { createHttpTransport, toResponse, TransportError, type TransportRequest } from './http-transport';

// These tests are about real sockets (keep-alive, a dropped connection): the network guard's interception of
// node:http would stand between the transport and them, so it is off here. Every server below is on loopback.
beforeAll(() => network.close());
afterAll(() => network.listen());

type Handler = (request: IncomingMessage, response: ServerResponse, socketRequestNumber: number) => void;

interface TestServer {
  url: string;
  /** Distinct client connections seen. */
  sockets: Set<Socket>;
  close(): Promise<void>;
}

const servers: Server[] = [];

async function serve(handler: Handler): Promise<TestServer> {
  const sockets = new Set<Socket>();
  const perSocket = new WeakMap<Socket, number>();
  const server = createServer((request, response) => {
    const count = (perSocket.get(request.socket) ?? 0) + 1;
    perSocket.set(request.socket, count);
    sockets.add(request.socket);
    handler(request, response, count);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sockets,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

const GET: TransportRequest = { method: 'GET', headers: {}, timeoutMs: 5000 };

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

describe('createHttpTransport', () => {
  it('sends method, headers and body, and reads status, headers and the whole body', async () => {
    const server = await serve((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        response.writeHead(201, 'Made', {
          'content-type': 'application/json',
          'x-echo': request.headers['x-test'],
        });
        response.write('{"method":');
        response.end(JSON.stringify(`${request.method} ${request.headers['content-length']} ${body}`) + '}');
      });
    });
    const answer = await createHttpTransport()(`${server.url}/v1/echo`, {
      method: 'POST',
      headers: { 'x-test': 'yes', 'content-type': 'application/json' },
      body: '{"é":1}',
      timeoutMs: 5000,
    });
    expect(answer.status).toBe(201);
    expect(answer.statusText).toBe('Made');
    expect(answer.headers.get('x-echo')).toBe('yes');
    // The length is in bytes (8), not characters (7).
    expect(JSON.parse(answer.body.toString('utf8'))).toEqual({ method: 'POST 8 {"é":1}' });
  });

  it('keeps the connection alive between calls', async () => {
    const server = await serve((_request, response) => response.end('ok'));
    const transport = createHttpTransport();
    for (let i = 0; i < 5; i++) expect((await transport(server.url, GET)).body.toString()).toBe('ok');
    expect(server.sockets.size).toBe(1);
  });

  it('gives up after the timeout with a TransportError', async () => {
    const server = await serve(() => undefined); // never answers
    const error = await rejection(createHttpTransport()(server.url, { ...GET, timeoutMs: 50 }));
    expect(error).toBeInstanceOf(TransportError);
  });

  it("stops when the caller's signal aborts", async () => {
    const server = await serve(() => undefined);
    const controller = new AbortController();
    const pending = createHttpTransport()(server.url, { ...GET, signal: controller.signal });
    controller.abort();
    expect(await rejection(pending)).toBeInstanceOf(TransportError);
    const aborted = AbortSignal.abort();
    expect(await rejection(createHttpTransport()(server.url, { ...GET, signal: aborted }))).toBeInstanceOf(
      TransportError,
    );
  });

  it('sends a GET again when the server dropped the kept-alive connection it went out on', async () => {
    // The second request on each connection is dropped without an answer, as when the server's idle timeout
    // closes a connection just as a request is sent on it.
    const server = await serve((_request, response, nth) => {
      if (nth === 2) response.socket?.destroy();
      else response.end(`answer ${nth}`);
    });
    const transport = createHttpTransport();
    expect((await transport(server.url, GET)).body.toString()).toBe('answer 1');
    expect((await transport(server.url, GET)).body.toString()).toBe('answer 1');
    expect(server.sockets.size).toBe(2);
  });

  it('does not send a POST twice', async () => {
    let posts = 0;
    const server = await serve((request, response, nth) => {
      if (request.method === 'POST') posts += 1;
      if (nth === 2) response.socket?.destroy();
      else response.end('ok');
    });
    const transport = createHttpTransport();
    await transport(server.url, GET);
    const error = await rejection(transport(server.url, { ...GET, method: 'POST', body: '{}' }));
    expect((error as { code?: string }).code).toBe('ECONNRESET');
    expect(posts).toBe(1);
  });

  it('reports a refused connection', async () => {
    const server = await serve(() => undefined);
    await server.close();
    const error = await rejection(createHttpTransport()(server.url, GET));
    expect((error as { code?: string }).code).toBe('ECONNREFUSED');
  });
});

describe('toResponse', () => {
  it('makes a Response of an answer, with no body where the status allows none', async () => {
    const headers = new Headers({ 'content-type': 'text/csv' });
    const csv = toResponse({ status: 200, statusText: 'OK', headers, body: Buffer.from('a,b\n1,2\n') });
    expect(csv.headers.get('content-type')).toBe('text/csv');
    expect(await csv.text()).toBe('a,b\n1,2\n');
    const empty = toResponse({
      status: 204,
      statusText: 'No Content',
      headers: new Headers(),
      body: Buffer.alloc(0),
    });
    expect(empty.status).toBe(204);
    expect(empty.body).toBeNull();
  });
});
