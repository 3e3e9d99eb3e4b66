import { afterAll, describe, expect, it } from 'vitest';
import { startTestApi } from '@loyalty/api/testing';
import type { Location } from '@loyalty/contract';
import { DEMO_LOCATION_ID, NORTHWIND_LOCATION_ID } from '@loyalty/db';
import { NORTHWIND, portalRequest, pointPortalAt } from '@/test-utils/bff';

/** Locations through the BFF, against the real API: tenancy, validation and not-found mapping. */
const api = await startTestApi();
pointPortalAt(api);
afterAll(() => api.close());

const { GET: getLocations } = await import('../pages/api/locations');
const { GET: getLocation } = await import('../pages/api/location');

describe('GET /api/locations', () => {
  it("lists only the host business's locations", async () => {
    const beanLeaf = (await (await getLocations(portalRequest('/api/locations'))).json()) as Location[];
    const northwind = (await (
      await getLocations(portalRequest('/api/locations', NORTHWIND))
    ).json()) as Location[];
    expect(beanLeaf.map((location) => location.id)).toContain(DEMO_LOCATION_ID);
    expect(beanLeaf.map((location) => location.id)).not.toContain(NORTHWIND_LOCATION_ID);
    expect(northwind.map((location) => location.id)).toContain(NORTHWIND_LOCATION_ID);
    expect(northwind.every((location) => location.countryCode === 'IL')).toBe(true);
  });

  it('follows an x-business-id header', async () => {
    const response = await getLocations(
      portalRequest('/api/locations', { host: 'portal.example.com', 'x-business-id': 'northwind' }),
    );
    expect(((await response.json()) as Location[]).map((location) => location.id)).toContain(
      NORTHWIND_LOCATION_ID,
    );
  });
});

describe('GET /api/location?locationId=', () => {
  it('answers one location of the business', async () => {
    const response = await getLocation(portalRequest(`/api/location?locationId=${DEMO_LOCATION_ID}`));
    expect(response.status).toBe(200);
    expect(((await response.json()) as Location).name).toBe('Bean & Leaf Downtown');
  });

  it('answers 400 VALIDATION_FAILED without a locationId', async () => {
    for (const path of ['/api/location', '/api/location?locationId=']) {
      const response = await getLocation(portalRequest(path));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'validation.failed',
        issues: [{ path: 'query.locationId' }],
      });
    }
  });

  it('answers 404 location.not.found for an unknown location', async () => {
    const response = await getLocation(
      portalRequest('/api/location?locationId=6f1c2a4e-0000-4000-8000-000000000000'),
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: 'location.not.found' });
  });

  it("answers 404, not the location, for another business's location", async () => {
    const fromBeanLeaf = await getLocation(
      portalRequest(`/api/location?locationId=${NORTHWIND_LOCATION_ID}`),
    );
    expect(fromBeanLeaf.status).toBe(404);
    expect(await fromBeanLeaf.json()).toEqual({ code: 'NOT_FOUND', message: 'location.not.found' });
    const fromNorthwind = await getLocation(
      portalRequest(`/api/location?locationId=${NORTHWIND_LOCATION_ID}`, NORTHWIND),
    );
    expect(fromNorthwind.status).toBe(200);
  });
});
