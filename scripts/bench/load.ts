/**
 * One load test: autocannon (library API) in this process, so the load generator shares the 2 cores with
 * the servers, as the budgets assume ("load generator included"). A short warm-up first, so that JIT
 * compilation, connection pools and the portal's caches do not count against the measured seconds.
 */
import autocannon from 'autocannon';
import type { Available } from './availability';
import { watchOtherCpu } from './cpu-noise';
import type { Request } from './resolve-targets';

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  /** Status codes other than 2xx with their counts, e.g. { "429": 12 }. */
  statusCodes: Record<string, number>;
  /** The errors by kind, e.g. { timeout: 2 } (the steady-rate test; autocannon counts them only). */
  errorKinds?: Record<string, number>;
  /** Requests sent again after their reused connection was closed under them (the steady-rate test). */
  retried?: number;
  /** Share of the machine's CPU that other people's processes used meanwhile (0–1). */
  otherCpu: number;
}

export interface LoadSettings {
  connections: number;
  seconds: number;
  warmupSeconds: number;
}

function run(request: Request, connections: number, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: request.url,
    headers: request.headers,
    connections,
    duration: seconds,
    timeout: 10,
  });
}

/** The figures of one autocannon run; `otherCpu` is the share other processes used meanwhile. */
export function loadFigures(result: autocannon.Result, otherCpu: number): LoadFigures {
  const statusCodes: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) {
    if (!code.startsWith('2')) statusCodes[code] = stats.count ?? 0;
  }
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    non2xx: result.non2xx,
    statusCodes,
    otherCpu,
  };
}

/** req/s of `figures` relative to the raw ceiling's, when both were measured. */
export function ratioToCeiling(
  figures: Available<{ requestsPerSecond: number }> | undefined,
  ceiling: Available<LoadFigures> | undefined,
): number | undefined {
  return figures?.ok && ceiling?.ok
    ? figures.value.requestsPerSecond / ceiling.value.requestsPerSecond
    : undefined;
}

export async function loadTest(request: Request, settings: LoadSettings): Promise<LoadFigures> {
  const { connections } = settings;
  if (settings.warmupSeconds > 0) await run(request, connections, settings.warmupSeconds);
  const otherCpu = watchOtherCpu();
  const result = await run(request, connections, settings.seconds);
  const othersShare = otherCpu();
  return loadFigures(result, othersShare);
}
