import { apiErrorSchema } from '@loyalty/contract';
import { testDatabaseKinds } from '@loyalty/db/testing';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { asAdmin, asService } from '../test-support';
import { startTestApi, type TestApi } from '../testing';
import { tokenMatches } from './auth';
import { isDatabaseUnavailable } from '../lib/database-errors';
import { loggableError } from './error-handler';

const serviceRoutes = [
  '/v1/tenants/resolve',
  '/v1/configuration',
  '/v1/navigation/items',
  '/v1/locales/languages',
  '/v1/locales/en/translation',
  '/v1/locales/translations',
  '/v1/country-region-info',
  '/v1/locations',
  '/v1/locations/6f1c2a4e-0b1d-4c55-9a0e-1b2c3d4e5f01',
];
const adminRoutes = [
  '/admin/v1/businesses',
  '/admin/v1/businesses/bean-leaf',
  '/admin/v1/businesses/bean-leaf/members',
  '/admin/v1/businesses/bean-leaf/members/demo@example.com',
];

describe('token comparison', () => {
  it('accepts only the exact token', () => {
    expect(tokenMatches('s3cret-token-0123456789', 's3cret-token-0123456789')).toBe(true);
    expect(tokenMatches('s3cret-token-012345678', 's3cret-token-0123456789')).toBe(false);
    expect(tokenMatches('', 's3cret-token-0123456789')).toBe(false);
    expect(tokenMatches(undefined, 's3cret-token-0123456789')).toBe(false);
  });
});

describe('logged errors', () => {
  it("keep a failed query's statement and cause but not its parameters", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
    });
    const error = new DrizzleQueryError(
      'insert into "members" ("email") values ($1)',
      ['secret@example.com'],
      cause,
    );
    const logged = loggableError(error);
    expect(logged).toMatchObject({
      query: 'insert into "members" ("email") values ($1)',
      cause: 'duplicate key value violates unique constraint',
      sqlState: '23505',
    });
    expect(JSON.stringify(logged)).not.toContain('secret@example.com');
  });
});

describe('a database that is down or restarting', () => {
  const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
  it('is told apart from other failures, through the query error that wraps it', () => {
    const shutdown = withCode('terminating connection due to administrator command', '57P01');
    expect(isDatabaseUnavailable(shutdown)).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], shutdown))).toBe(true);
    expect(isDatabaseUnavailable(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('connection failure', '08006'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('is not a constraint violation, a syntax error or a plain bug', () => {
    const duplicate = withCode('duplicate key value violates unique constraint', '23505');
    expect(isDatabaseUnavailable(new DrizzleQueryError('insert', [], duplicate))).toBe(false);
    expect(isDatabaseUnavailable(withCode('syntax error', '42601'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable('57P01')).toBe(false);
  });
});

describe.each(testDatabaseKinds())('plugins on %s', (kind) => {
  let api: TestApi;
  /** The test API's app plus routes that fail on purpose. */
  let probe: FastifyInstance;
  beforeAll(async () => {
    api = await startTestApi({ databaseKind: kind });
    probe = buildApp({ db: api.db, databaseKind: api.databaseKind, config: { ...api.app.config } });
    probe.register(async (routes) => {
      routes.get('/boom', async () => {
        throw new Error('database password is hunter2');
      });
      routes.get('/database-restarting', async () => {
        const cause = Object.assign(new Error('terminating connection due to administrator command'), {
          code: '57P01',
        });
        throw new DrizzleQueryError('select * from "members" where "email" = $1', ['x@example.com'], cause);
      });
    });
    await probe.ready();
  });
  afterAll(async () => {
    await probe.close();
    await api.close();
  });

  describe('auth', () => {
    it.each(serviceRoutes)('GET %s needs the service token', async (url) => {
      for (const headers of [{}, { authorization: 'Bearer wrong-token-wrong-token' }, asAdmin(api)]) {
        const response = await api.app.inject({ method: 'GET', url, headers });
        expect(response.statusCode).toBe(401);
        expect(apiErrorSchema.parse(response.json())).toEqual({
          code: 'UNAUTHORIZED',
          message: 'auth.unauthorized',
        });
        expect(response.headers['www-authenticate']).toBe('Bearer');
      }
      const ok = await api.app.inject({ method: 'GET', url, headers: asService(api) });
      expect(ok.statusCode).toBe(200);
    });

    it.each(adminRoutes)('GET %s needs the admin token', async (url) => {
      for (const headers of [{}, { authorization: 'Bearer wrong-token-wrong-token' }, asService(api)]) {
        const response = await api.app.inject({ method: 'GET', url, headers });
        expect(response.statusCode).toBe(401);
        expect(apiErrorSchema.parse(response.json()).message).toBe('auth.unauthorized');
      }
      const ok = await api.app.inject({ method: 'GET', url, headers: asAdmin(api) });
      expect(ok.statusCode).toBe(200);
    });

    it('refuses a token sent in another scheme', async () => {
      const response = await api.app.inject({
        method: 'GET',
        url: '/v1/configuration',
        headers: { authorization: `Basic ${api.serviceToken}` },
      });
      expect(response.statusCode).toBe(401);
    });

    it('checks the token before anything else, so an unknown business is not revealed', async () => {
      const response = await api.app.inject({
        method: 'GET',
        url: '/v1/configuration',
        headers: { 'x-business-id': 'no-such-business' },
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('errors', () => {
    it('turns an unexpected error into 500 general.error without its details', async () => {
      const response = await probe.inject({ method: 'GET', url: '/boom' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ code: 'INTERNAL', message: 'general.error' });
      expect(response.body).not.toContain('hunter2');
    });

    it('answers 503 general.unavailable with Retry-After while the database restarts, not 500', async () => {
      const response = await probe.inject({ method: 'GET', url: '/database-restarting' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('1');
      expect(response.json()).toEqual({ code: 'UNAVAILABLE', message: 'general.unavailable' });
      expect(response.body).not.toContain('x@example.com');
    });

    it('answers malformed JSON with 400 validation.failed', async () => {
      const response = await api.app.inject({
        method: 'POST',
        url: '/admin/v1/businesses',
        headers: { ...asAdmin(api), 'content-type': 'application/json' },
        payload: '{"id": ',
      });
      expect(response.statusCode).toBe(400);
      expect(apiErrorSchema.parse(response.json())).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'validation.failed',
      });
    });

    it('answers an unsupported content type with a contract error', async () => {
      const response = await api.app.inject({
        method: 'POST',
        url: '/admin/v1/businesses',
        headers: { ...asAdmin(api), 'content-type': 'application/xml' },
        payload: '<business/>',
      });
      expect(response.statusCode).toBe(415);
      expect(apiErrorSchema.parse(response.json()).code).toBe('VALIDATION_FAILED');
    });

    it('answers an overlong path parameter with its 400 and an absurd one with 414, both in the contract shape', async () => {
      const url = (memberRef: string) =>
        `/admin/v1/businesses/bean-leaf/members/${encodeURIComponent(memberRef)}`;
      const overContract = await api.app.inject({
        method: 'GET',
        url: url('x'.repeat(400)),
        headers: asAdmin(api),
      });
      expect(overContract.statusCode).toBe(400);
      expect(apiErrorSchema.parse(overContract.json()).code).toBe('VALIDATION_FAILED');
      const absurd = await api.app.inject({
        method: 'GET',
        url: url('x'.repeat(5_000)),
        headers: asAdmin(api),
      });
      expect(absurd.statusCode).toBe(414);
      expect(absurd.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'validation.too.long' });
    });

    it('refuses a NUL character in a body field or a path parameter with 400 (the database cannot store one)', async () => {
      const body = await api.app.inject({
        method: 'PATCH',
        url: '/admin/v1/businesses/bean-leaf',
        headers: asAdmin(api),
        payload: { name: 'Bean\u0000Leaf' },
      });
      expect(body.statusCode).toBe(400);
      expect(apiErrorSchema.parse(body.json())).toMatchObject({
        code: 'VALIDATION_FAILED',
        issues: [{ path: 'name', message: 'validation.failed' }],
      });
      const param = await api.app.inject({
        method: 'GET',
        url: '/admin/v1/businesses/bean-leaf/members/%00',
        headers: asAdmin(api),
      });
      expect(param.statusCode).toBe(400);
      expect(apiErrorSchema.parse(param.json()).code).toBe('VALIDATION_FAILED');
    });

    it('answers a malformed percent-encoding in the path with 400 in the contract shape', async () => {
      const response = await api.app.inject({
        method: 'GET',
        url: '/admin/v1/businesses/%E0%A4%A/members',
        headers: asAdmin(api),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'validation.failed' });
    });
  });
});
