import { apiErrorSchema, businessConfigurationSchema, tenantResolutionSchema } from '@loyalty/contract';
import { DEMO_BUSINESS_ID, NORTHWIND_BUSINESS_ID, NORTHWIND_HOST } from '@loyalty/db';
import { testDatabaseKinds } from '@loyalty/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { asService, UNKNOWN_HOST } from '../../test-support';
import { startTestApi, type TestApi } from '../../testing';

describe.each(testDatabaseKinds())('tenancy on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ databaseKind: kind });
  });
  afterAll(() => api.close());

  const resolve = async (headers: Record<string, string>) => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/v1/tenants/resolve',
      headers: { ...asService(api), ...headers },
    });
    expect(response.statusCode).toBe(200);
    return tenantResolutionSchema.parse(response.json());
  };

  describe('GET /v1/tenants/resolve', () => {
    it('resolves the forwarded browser host from the host table, ignoring its port', async () => {
      expect(await resolve({ 'x-forwarded-host': `${NORTHWIND_HOST}:3000` })).toEqual({
        businessId: NORTHWIND_BUSINESS_ID,
        resolvedBy: 'host',
      });
    });

    it('prefers the host table to the header', async () => {
      expect(
        await resolve({ 'x-forwarded-host': NORTHWIND_HOST, 'x-business-id': DEMO_BUSINESS_ID }),
      ).toEqual({
        businessId: NORTHWIND_BUSINESS_ID,
        resolvedBy: 'host',
      });
    });

    it('falls back to the Host header when nothing is forwarded', async () => {
      expect(await resolve({ host: `${NORTHWIND_HOST}:4000` })).toEqual({
        businessId: NORTHWIND_BUSINESS_ID,
        resolvedBy: 'host',
      });
    });

    it('uses the header when the host is not in the table', async () => {
      expect(
        await resolve({ 'x-forwarded-host': UNKNOWN_HOST, 'x-business-id': NORTHWIND_BUSINESS_ID }),
      ).toEqual({
        businessId: NORTHWIND_BUSINESS_ID,
        resolvedBy: 'header',
      });
    });

    it('uses DEFAULT_BUSINESS_ID when neither matches (an unknown header included)', async () => {
      expect(await resolve({ 'x-forwarded-host': UNKNOWN_HOST })).toEqual({
        businessId: DEMO_BUSINESS_ID,
        resolvedBy: 'default',
      });
      expect(
        await resolve({ 'x-forwarded-host': UNKNOWN_HOST, 'x-business-id': 'no-such-business' }),
      ).toEqual({
        businessId: DEMO_BUSINESS_ID,
        resolvedBy: 'default',
      });
    });

    it('answers 404 business.not.found when DEFAULT_BUSINESS_ID does not exist', async () => {
      const app = buildApp({
        db: api.db,
        databaseKind: api.databaseKind,
        config: { ...api.app.config, defaultBusinessId: 'missing-default' },
      });
      try {
        const response = await app.inject({
          method: 'GET',
          url: '/v1/tenants/resolve',
          headers: { ...asService(api), 'x-forwarded-host': UNKNOWN_HOST },
        });
        expect(response.statusCode).toBe(404);
        expect(apiErrorSchema.parse(response.json())).toEqual({
          code: 'NOT_FOUND',
          message: 'business.not.found',
        });
      } finally {
        await app.close();
      }
    });
  });

  describe('the business of a service call', () => {
    const businessOf = async (headers: Record<string, string>) => {
      const response = await api.app.inject({
        method: 'GET',
        url: '/v1/configuration',
        headers: { authorization: `Bearer ${api.serviceToken}`, ...headers },
      });
      return { status: response.statusCode, body: response.json() as unknown };
    };

    it('is the x-business-id header, which wins over the host', async () => {
      const { status, body } = await businessOf({
        'x-business-id': NORTHWIND_BUSINESS_ID,
        host: 'localhost',
      });
      expect(status).toBe(200);
      expect(businessConfigurationSchema.parse(body).businessId).toBe(NORTHWIND_BUSINESS_ID);
    });

    it('is 404 business.not.found for an unknown header', async () => {
      const { status, body } = await businessOf({ 'x-business-id': 'no-such-business' });
      expect(status).toBe(404);
      expect(apiErrorSchema.parse(body)).toEqual({ code: 'NOT_FOUND', message: 'business.not.found' });
    });

    it('comes from the host table without a header', async () => {
      const { body } = await businessOf({ 'x-forwarded-host': NORTHWIND_HOST });
      expect(businessConfigurationSchema.parse(body).businessId).toBe(NORTHWIND_BUSINESS_ID);
    });

    it('is DEFAULT_BUSINESS_ID without a header or a known host', async () => {
      const { body } = await businessOf({ host: UNKNOWN_HOST });
      expect(businessConfigurationSchema.parse(body).businessId).toBe(DEMO_BUSINESS_ID);
    });
  });
});
