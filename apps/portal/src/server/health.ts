import 'server-only';
import { loyaltyApi } from '@loyalty/contract';
import { serverEnv } from '@/env';

/** How long readiness waits for the loyalty API before calling this portal not ready. */
const API_READY_TIMEOUT_MS = 2000;

const noStore = { 'cache-control': 'no-store' };

/** Liveness for a load balancer: the process answers (nothing else is asked, so a slow API never restarts it). */
export function livenessResponse(): Response {
  return Response.json({ status: 'ok' }, { headers: noStore });
}

/**
 * Readiness for a load balancer: this portal can serve members only when the loyalty API behind it answers
 * its own readiness check (which asks the database). 503 otherwise, so traffic goes to another portal.
 */
export async function readinessResponse(fetchImpl: typeof fetch = fetch): Promise<Response> {
  let apiUrl: string;
  try {
    apiUrl = serverEnv().loyaltyApiUrl;
  } catch {
    return Response.json({ status: 'unavailable', api: 'misconfigured' }, { status: 503, headers: noStore });
  }
  try {
    const res = await fetchImpl(`${apiUrl}${loyaltyApi.health.ready.path}`, {
      signal: AbortSignal.timeout(API_READY_TIMEOUT_MS),
      cache: 'no-store',
    });
    if (res.ok) return Response.json({ status: 'ready', api: 'ready' }, { headers: noStore });
    return Response.json(
      { status: 'unavailable', api: `status ${res.status}` },
      { status: 503, headers: noStore },
    );
  } catch {
    return Response.json({ status: 'unavailable', api: 'unreachable' }, { status: 503, headers: noStore });
  }
}
