import { apiErrorSchema, healthSchema, readinessSchema } from '@loyalty/contract';
import { testDatabaseKinds } from '@loyalty/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';

describe.each(testDatabaseKinds())('health on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ databaseKind: kind });
  });
  afterAll(() => api.close());

  it('answers /health without credentials', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(healthSchema.parse(response.json())).toEqual({ status: 'ok' });
  });

  it('answers /ready after pinging the database, naming its kind', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/ready' });
    expect(response.statusCode).toBe(200);
    expect(readinessSchema.parse(response.json())).toEqual({ status: 'ready', database: kind });
  });

  it('answers the load balancer probes /healthz and /readyz like /health and /ready', async () => {
    const live = await api.app.inject({ method: 'GET', url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(healthSchema.parse(live.json())).toEqual({ status: 'ok' });
    const ready = await api.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(readinessSchema.parse(ready.json())).toEqual({ status: 'ready', database: kind });
  });

  it('is reachable over HTTP at the URL startTestApi reports', async () => {
    const response = await fetch(`${api.url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('echoes an incoming x-request-id and generates one otherwise', async () => {
    const echoed = await api.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'portal-123' },
    });
    expect(echoed.headers['x-request-id']).toBe('portal-123');
    const generated = await api.app.inject({ method: 'GET', url: '/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // A value unfit for logs and headers is replaced rather than copied.
    const replaced = await api.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown routes with 404 general.not.found and the request id', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/no/such/route' });
    expect(response.statusCode).toBe(404);
    expect(apiErrorSchema.parse(response.json())).toEqual({
      code: 'NOT_FOUND',
      message: 'general.not.found',
    });
    expect(response.headers['x-request-id']).toBeTruthy();
  });
});
