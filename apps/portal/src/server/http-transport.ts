import 'server-only';
import http from 'node:http';
import https from 'node:https';

/**
 * How the portal's server reaches the loyalty API: node:http over pooled keep-alive connections.
 *
 * Not the global fetch: inside Next.js that is Next's patched fetch (cache bookkeeping and a trace span per call)
 * over undici's WHATWG streams, which cost the BFF about a sixth of its CPU per member call (profiled on
 * getMemberDetails under load). The API's answers are small JSON bodies that are read whole anyway, and the
 * portal caches what may be cached itself (TtlCache), so none of that machinery is needed here.
 */

export interface TransportRequest {
  method: string;
  headers: Record<string, string>;
  body?: string;
  /** Milliseconds before the call is abandoned (the API hung or the network did). */
  timeoutMs: number;
  signal?: AbortSignal;
}

/** An answer read whole. */
export interface TransportAnswer {
  status: number;
  statusText: string;
  headers: Headers;
  body: Buffer;
}

export type Transport = (url: string, request: TransportRequest) => Promise<TransportAnswer>;

export class TransportError extends Error {
  override readonly name = 'TransportError';
}

/** Statuses whose answers have no body (a Response refuses one for them). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/** The answer as a Fetch API Response, for callers that read headers or stream a download. */
export function toResponse(answer: TransportAnswer): Response {
  const body = NULL_BODY_STATUSES.has(answer.status) ? null : new Uint8Array(answer.body);
  return new Response(body, {
    status: answer.status,
    statusText: answer.statusText,
    headers: answer.headers,
  });
}

function headersOf(raw: string[]): Headers {
  const headers = new Headers();
  for (let i = 0; i + 1 < raw.length; i += 2) headers.append(raw[i] as string, raw[i + 1] as string);
  return headers;
}

/** Only a call that cannot have had an effect is sent again (see `isRetryable`). */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A kept-alive connection can be closed by the server just as a new request goes out on it; Node then reports
 * ECONNRESET on a reused socket. Idempotent calls are sent once more on a fresh connection, as browsers do.
 */
function isRetryable(error: unknown, reusedSocket: boolean, method: string): boolean {
  const code = (error as { code?: unknown }).code;
  return reusedSocket && IDEMPOTENT.has(method) && (code === 'ECONNRESET' || code === 'EPIPE');
}

export interface HttpTransportOptions {
  /** Idle connections kept per API host. */
  maxFreeSockets?: number;
}

export function createHttpTransport(options: HttpTransportOptions = {}): Transport {
  const agentOptions = {
    keepAlive: true,
    maxFreeSockets: options.maxFreeSockets ?? 64,
    scheduling: 'lifo' as const,
  };
  const agents = { 'http:': new http.Agent(agentOptions), 'https:': new https.Agent(agentOptions) };

  function once(
    url: URL,
    request: TransportRequest,
    attempt: { reusedSocket: boolean },
  ): Promise<TransportAnswer> {
    const module = url.protocol === 'https:' ? https : http;
    const agent = url.protocol === 'https:' ? agents['https:'] : agents['http:'];
    return new Promise<TransportAnswer>((resolve, reject) => {
      const headers: Record<string, string | number> = { ...request.headers };
      if (request.body !== undefined) headers['content-length'] = Buffer.byteLength(request.body);
      const req = module.request(url, { method: request.method, headers, agent });
      let settled = false;
      const fail = (error: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        request.signal?.removeEventListener('abort', onAbort);
        attempt.reusedSocket = req.reusedSocket;
        reject(error);
      };
      const onAbort = () => req.destroy(new TransportError('the call was aborted'));
      const timer = setTimeout(
        () => req.destroy(new TransportError(`no answer within ${request.timeoutMs} ms`)),
        request.timeoutMs,
      );
      request.signal?.addEventListener('abort', onAbort, { once: true });
      if (request.signal?.aborted) onAbort();
      req.on('error', fail);
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', fail);
        res.on('end', () => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          request.signal?.removeEventListener('abort', onAbort);
          resolve({
            status: res.statusCode ?? 502,
            statusText: res.statusMessage ?? '',
            headers: headersOf(res.rawHeaders),
            body: chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks),
          });
        });
      });
      req.end(request.body);
    });
  }

  return async (url, request) => {
    const target = new URL(url);
    const first = { reusedSocket: false };
    try {
      return await once(target, request, first);
    } catch (error) {
      if (!isRetryable(error, first.reusedSocket, request.method)) throw error;
      return once(target, request, { reusedSocket: false });
    }
  };
}

/** A transport over a Fetch API function (tests inject one). */
export function fetchTransport(fetchImpl: typeof fetch): Transport {
  return async (url, request) => {
    const response = await fetchImpl(url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: request.signal ?? AbortSignal.timeout(request.timeoutMs),
    });
    return {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
      body: Buffer.from(await response.arrayBuffer()),
    };
  };
}
