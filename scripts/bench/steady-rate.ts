/**
 * Latency below saturation: requests sent at evenly spaced instants (open loop), each timed from the instant it was
 * due, over a pool of kept-alive connections large enough that no request waits for one.
 *
 * Not autocannon's `overallRate`: that gives each connection a budget of requests per second, which it spends back
 * to back from the start of every second and then idles, so every second begins with all 50 connections at once —
 * the saturated test again for most of each second, with an idle tail (and its latency correction assumes an
 * interval in seconds where it passes one in milliseconds). A steady stream of members asking is what the budget
 * means.
 *
 * A request that fails on a reused connection before any answer (the server closed that idle connection just as
 * the request went out on it: ECONNRESET or EPIPE) is sent once more on a new one, as browsers do and as the
 * portal's own client does (server/http-transport.ts); its latency still runs from the instant it was due, and the
 * figures count these retries. Every other failure is counted by its kind.
 */
import http from 'node:http';
import { watchOtherCpu } from './cpu-noise';
import type { LoadFigures } from './load';
import type { Request } from './resolve-targets';

export interface SteadyRateSettings {
  /** Requests per second, evenly spaced. */
  rate: number;
  seconds: number;
  warmupSeconds: number;
  /** Upper bound of one request (it then counts as an error). */
  timeoutMs?: number;
}

/** The instants (ms after the start) at which requests are due: `rate` per second, evenly spaced. */
export function dueInstants(rate: number, seconds: number): number[] {
  const count = Math.round(rate * seconds);
  return Array.from({ length: count }, (_, i) => (i * 1000) / rate);
}

/** The value below which `share` (0–1) of the sorted values lie (nearest rank). */
export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(share * sorted.length)));
  return sorted[rank - 1] as number;
}

interface Outcome {
  /** From the instant the request was due to the end of its answer. */
  latencyMs: number;
  status: number | undefined;
  /** Why no answer came (a timeout, or the error's code), when none did. */
  error?: string;
  /** Sent a second time after its reused connection was closed under it. */
  retried: boolean;
}

/** Failures a browser answers by sending the request again on a new connection (GETs only, as here). */
function isStaleConnection(error: unknown, reusedSocket: boolean): boolean {
  const code = (error as { code?: unknown }).code;
  return reusedSocket && (code === 'ECONNRESET' || code === 'EPIPE');
}

function errorKind(error: unknown, reusedSocket: boolean): string {
  const code = (error as { code?: unknown }).code;
  const kind = (error as Error).message === 'timeout' ? 'timeout' : typeof code === 'string' ? code : 'error';
  return reusedSocket ? `${kind} on a reused connection` : kind;
}

function send(
  agent: http.Agent | false,
  request: Request,
  timeoutMs: number,
  dueAt: number,
  retried = false,
): Promise<Outcome> {
  return new Promise((resolve) => {
    const failed = (error: unknown, reused: boolean) =>
      resolve({
        latencyMs: performance.now() - dueAt,
        status: undefined,
        error: errorKind(error, reused),
        retried,
      });
    const req = http.get(request.url, { agent, headers: request.headers, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on('end', () => resolve({ latencyMs: performance.now() - dueAt, status: res.statusCode, retried }));
      res.on('error', (error) => failed(error, false));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => {
      if (!retried && isStaleConnection(error, req.reusedSocket)) {
        // A connection of its own: the pool's next idle one may have been closed as well.
        resolve(send(false, request, timeoutMs, dueAt, true));
        return;
      }
      failed(error, req.reusedSocket);
    });
  });
}

/** Sends the requests of `instants`, each when it is due (all that are due at once when the timer was late). */
async function run(agent: http.Agent, request: Request, settings: SteadyRateSettings, seconds: number) {
  const instants = dueInstants(settings.rate, seconds);
  const timeoutMs = settings.timeoutMs ?? 10_000;
  const outcomes: Promise<Outcome>[] = [];
  const start = performance.now();
  let next = 0;
  while (next < instants.length) {
    const now = performance.now() - start;
    while (next < instants.length && (instants[next] as number) <= now) {
      outcomes.push(send(agent, request, timeoutMs, start + (instants[next] as number)));
      next += 1;
    }
    if (next < instants.length) {
      const wait = (instants[next] as number) - (performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, wait)));
    }
  }
  return { outcomes: await Promise.all(outcomes), elapsedMs: performance.now() - start };
}

export async function steadyRateTest(request: Request, settings: SteadyRateSettings): Promise<LoadFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  try {
    if (settings.warmupSeconds > 0) await run(agent, request, settings, settings.warmupSeconds);
    const otherCpu = watchOtherCpu();
    const { outcomes, elapsedMs } = await run(agent, request, settings, settings.seconds);
    const othersShare = otherCpu();
    const ok = outcomes.filter((o) => o.status !== undefined && o.status >= 200 && o.status < 300);
    const latencies = ok.map((o) => o.latencyMs).sort((a, b) => a - b);
    const statusCodes: Record<string, number> = {};
    const errorKinds: Record<string, number> = {};
    for (const { status, error } of outcomes) {
      if (status !== undefined && (status < 200 || status >= 300))
        statusCodes[String(status)] = (statusCodes[String(status)] ?? 0) + 1;
      if (error !== undefined) errorKinds[error] = (errorKinds[error] ?? 0) + 1;
    }
    return {
      requestsPerSecond: (ok.length * 1000) / elapsedMs,
      p50Ms: Math.round(percentile(latencies, 0.5)),
      p99Ms: Math.round(percentile(latencies, 0.99)),
      requests: outcomes.length,
      errors: outcomes.filter((o) => o.status === undefined).length,
      non2xx: Object.values(statusCodes).reduce((sum, n) => sum + n, 0),
      statusCodes,
      errorKinds,
      retried: outcomes.filter((o) => o.retried).length,
      otherCpu: othersShare,
    };
  } finally {
    agent.destroy();
  }
}
