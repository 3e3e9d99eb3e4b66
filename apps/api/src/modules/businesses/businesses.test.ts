import {
  apiErrorSchema,
  businessListSchema,
  businessSchema,
  businessSettingsSchema,
  tenantResolutionSchema,
  type Business,
} from '@loyalty/contract';
import { DEMO_BUSINESS_HOSTS, DEMO_BUSINESS_ID, NORTHWIND_BUSINESS_ID, NORTHWIND_HOST } from '@loyalty/db';
import { testDatabaseKinds } from '@loyalty/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, asService } from '../../test-support';
import { startTestApi, type TestApi } from '../../testing';

describe.each(testDatabaseKinds())('admin businesses on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ databaseKind: kind });
  });
  afterAll(() => api.close());

  const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    api.app.inject({ method, url, headers: asAdmin(api), ...(payload ? { payload } : {}) });
  const expectError = (response: Awaited<ReturnType<typeof admin>>, status: number, message: string) => {
    expect(response.statusCode).toBe(status);
    expect(apiErrorSchema.parse(response.json()).message).toBe(message);
  };
  const resolveHost = async (host: string) => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/v1/tenants/resolve',
      headers: { ...asService(api), 'x-forwarded-host': host },
    });
    return tenantResolutionSchema.parse(response.json());
  };

  it('lists the businesses with their hosts and settings', async () => {
    const response = await admin('GET', '/admin/v1/businesses');
    expect(response.statusCode).toBe(200);
    const businesses = businessListSchema.parse(response.json());
    expect(businesses.map((business) => business.id)).toEqual(
      expect.arrayContaining([DEMO_BUSINESS_ID, NORTHWIND_BUSINESS_ID]),
    );
    const beanLeaf = businesses.find((business) => business.id === DEMO_BUSINESS_ID);
    expect(beanLeaf?.hosts).toEqual([...DEMO_BUSINESS_HOSTS].sort());
  });

  it('shows one business, or 404 business.not.found', async () => {
    const response = await admin('GET', `/admin/v1/businesses/${NORTHWIND_BUSINESS_ID}`);
    expect(businessSchema.parse(response.json())).toMatchObject({
      id: NORTHWIND_BUSINESS_ID,
      name: 'Northwind Books',
      hosts: [NORTHWIND_HOST],
    });
    expectError(await admin('GET', '/admin/v1/businesses/no-such-business'), 404, 'business.not.found');
  });

  it('creates a business from a name, with hosts lower-cased and settings defaulted', async () => {
    const response = await admin('POST', '/admin/v1/businesses', {
      id: 'corner-deli',
      name: 'Corner Deli',
      hosts: ['Deli.Localhost', 'deli.example.com'],
      settings: { pointName: 'Stamp' },
    });
    expect(response.statusCode).toBe(201);
    const business = businessSchema.parse(response.json());
    expect(business).toMatchObject({ id: 'corner-deli', hosts: ['deli.example.com', 'deli.localhost'] });
    expect(business.settings).toEqual(businessSettingsSchema.parse({ pointName: 'Stamp' }));
    expect(await resolveHost('deli.localhost')).toEqual({ businessId: 'corner-deli', resolvedBy: 'host' });
  });

  it('refuses an existing id (409 business.exists) and a host in use (409 business.host.taken)', async () => {
    expectError(
      await admin('POST', '/admin/v1/businesses', { id: DEMO_BUSINESS_ID, name: 'Again' }),
      409,
      'business.exists',
    );
    expectError(
      await admin('POST', '/admin/v1/businesses', {
        id: 'host-thief',
        name: 'Thief',
        hosts: [NORTHWIND_HOST],
      }),
      409,
      'business.host.taken',
    );
    expectError(await admin('GET', '/admin/v1/businesses/host-thief'), 404, 'business.not.found');
  });

  it('answers 400 with every failing field for an invalid body', async () => {
    const response = await admin('POST', '/admin/v1/businesses', {
      id: 'Not A Slug',
      settings: { defaultTheme: 'purple', unknownSetting: true },
    });
    expect(response.statusCode).toBe(400);
    const error = apiErrorSchema.parse(response.json());
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.issues?.map((issue) => issue.path).sort()).toEqual([
      'id',
      'name',
      'settings',
      'settings.defaultTheme',
    ]);
  });

  describe('PATCH', () => {
    let original: Business;
    beforeAll(async () => {
      const created = await admin('POST', '/admin/v1/businesses', {
        id: 'patch-me',
        name: 'Patch Me',
        hosts: ['patch.localhost'],
        settings: { pointName: 'Coin', creditName: 'Voucher' },
      });
      original = businessSchema.parse(created.json());
    });

    it('renames and merges settings field by field, keeping the others', async () => {
      const response = await admin('PATCH', '/admin/v1/businesses/patch-me', {
        name: 'Patched',
        settings: { pointName: 'Token', defaultTheme: 'dark' },
      });
      expect(response.statusCode).toBe(200);
      const business = businessSchema.parse(response.json());
      expect(business.name).toBe('Patched');
      expect(business.settings).toEqual({
        ...original.settings,
        pointName: 'Token',
        defaultTheme: 'dark',
      });
      expect(business.settings.creditName).toBe('Voucher');
      expect(business.hosts).toEqual(['patch.localhost']);
      expect(Date.parse(business.updatedAt)).toBeGreaterThanOrEqual(Date.parse(original.updatedAt));
    });

    it('replaces the hosts', async () => {
      const response = await admin('PATCH', '/admin/v1/businesses/patch-me', {
        hosts: ['patched.localhost'],
      });
      expect(businessSchema.parse(response.json()).hosts).toEqual(['patched.localhost']);
      expect(await resolveHost('patched.localhost')).toEqual({ businessId: 'patch-me', resolvedBy: 'host' });
      expect((await resolveHost('patch.localhost')).resolvedBy).toBe('default');
    });

    it("refuses another business's host with 409 business.host.taken, changing nothing", async () => {
      expectError(
        await admin('PATCH', '/admin/v1/businesses/patch-me', { name: 'Thief', hosts: ['localhost'] }),
        409,
        'business.host.taken',
      );
      const business = businessSchema.parse((await admin('GET', '/admin/v1/businesses/patch-me')).json());
      expect(business).toMatchObject({ name: 'Patched', hosts: ['patched.localhost'] });
    });

    it('validates the merged settings (400 with issues) and unknown fields', async () => {
      const noCountries = await admin('PATCH', '/admin/v1/businesses/patch-me', {
        settings: { countries: [] },
      });
      expect(noCountries.statusCode).toBe(400);
      expect(apiErrorSchema.parse(noCountries.json()).issues?.[0]?.path).toBe('settings.countries');

      const unknown = await admin('PATCH', '/admin/v1/businesses/patch-me', { colour: 'red' });
      expect(unknown.statusCode).toBe(400);
      expect(apiErrorSchema.parse(unknown.json()).code).toBe('VALIDATION_FAILED');
    });

    it('answers 404 business.not.found for an unknown business', async () => {
      expectError(
        await admin('PATCH', '/admin/v1/businesses/no-such-business', { name: 'X' }),
        404,
        'business.not.found',
      );
    });
  });
});
