import { beforeAll, describe, expect, it } from 'vitest';
import { livenessResponse, readinessResponse } from './health';

beforeAll(() => {
  process.env.LOYALTY_API_URL = 'http://api.test:4000';
  process.env.SERVICE_TOKEN = 'unit-service-token';
});

/** A stand-in for the API's /ready: records the URL asked and answers as told. */
function apiAnswering(answer: () => Promise<Response>) {
  const asked: string[] = [];
  const fetchImpl = (async (url: string | URL | Request) => {
    asked.push(String(url));
    return answer();
  }) as typeof fetch;
  return { asked, fetchImpl };
}

describe('portal health checks', () => {
  it('is alive without asking anything', async () => {
    const response = livenessResponse();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it("is ready when the loyalty API's readiness check passes", async () => {
    const api = apiAnswering(async () => Response.json({ status: 'ready', database: 'postgres' }));
    const response = await readinessResponse(api.fetchImpl);
    expect(api.asked).toEqual(['http://api.test:4000/ready']);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready', api: 'ready' });
  });

  it('is not ready (503) while the API answers 503 or cannot be reached, so the balancer looks elsewhere', async () => {
    const unready = await readinessResponse(
      apiAnswering(async () => Response.json({ status: 'unavailable' }, { status: 503 })).fetchImpl,
    );
    expect(unready.status).toBe(503);
    expect(await unready.json()).toEqual({ status: 'unavailable', api: 'status 503' });

    const unreachable = await readinessResponse(
      apiAnswering(async () => Promise.reject(new TypeError('fetch failed'))).fetchImpl,
    );
    expect(unreachable.status).toBe(503);
    expect(await unreachable.json()).toEqual({ status: 'unavailable', api: 'unreachable' });
  });
});
