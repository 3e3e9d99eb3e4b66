import { apiErrorSchema, locationSchema, locationsSchema } from '@loyalty/contract';
import {
  DEMO_BUSINESS_ID,
  DEMO_LOCATION_ID,
  NORTHWIND_BUSINESS_ID,
  NORTHWIND_LOCATION_ID,
} from '@loyalty/db';
import { testDatabaseKinds } from '@loyalty/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asService } from '../../test-support';
import { startTestApi, type TestApi } from '../../testing';

describe.each(testDatabaseKinds())('locations on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ databaseKind: kind });
  });
  afterAll(() => api.close());

  const get = (url: string, businessId: string) =>
    api.app.inject({ method: 'GET', url, headers: asService(api, businessId) });
  const expectNotFound = (response: Awaited<ReturnType<typeof get>>) => {
    expect(response.statusCode).toBe(404);
    expect(apiErrorSchema.parse(response.json())).toEqual({
      code: 'NOT_FOUND',
      message: 'location.not.found',
    });
  };

  it("lists the business's active locations only", async () => {
    const response = await get('/v1/locations', DEMO_BUSINESS_ID);
    expect(response.statusCode).toBe(200);
    const locations = locationsSchema.parse(response.json());
    expect(locations.map((location) => location.name).sort()).toEqual([
      'Bean & Leaf Downtown',
      'Bean & Leaf Mission',
    ]);
    const northwind = locationsSchema.parse((await get('/v1/locations', NORTHWIND_BUSINESS_ID)).json());
    expect(northwind.map((location) => location.countryCode)).toEqual(['IL', 'IL']);
  });

  it('returns one location with its opening hours', async () => {
    const response = await get(`/v1/locations/${DEMO_LOCATION_ID}`, DEMO_BUSINESS_ID);
    expect(response.statusCode).toBe(200);
    const location = locationSchema.parse(response.json());
    expect(location).toMatchObject({
      id: DEMO_LOCATION_ID,
      name: 'Bean & Leaf Downtown',
      city: 'San Francisco',
    });
    expect(location.openingHours).toContainEqual({ day: 1, opens: '07:00', closes: '19:00' });
  });

  it("answers 404 for another business's location, as if it did not exist", async () => {
    expectNotFound(await get(`/v1/locations/${NORTHWIND_LOCATION_ID}`, DEMO_BUSINESS_ID));
    expect((await get(`/v1/locations/${NORTHWIND_LOCATION_ID}`, NORTHWIND_BUSINESS_ID)).statusCode).toBe(200);
  });

  it('answers 404 for an inactive location, an unknown id and an id that is no uuid', async () => {
    const locations = locationsSchema.parse((await get('/v1/locations', DEMO_BUSINESS_ID)).json());
    const inactiveId = '6f1c2a4e-0b1d-4c55-9a0e-1b2c3d4e5f03';
    expect(locations.map((location) => location.id)).not.toContain(inactiveId);
    expectNotFound(await get(`/v1/locations/${inactiveId}`, DEMO_BUSINESS_ID));
    expectNotFound(await get('/v1/locations/00000000-0000-4000-8000-000000000000', DEMO_BUSINESS_ID));
    expectNotFound(await get('/v1/locations/downtown', DEMO_BUSINESS_ID));
  });

  it('answers 400 with issues for an over-long id', async () => {
    const response = await get(`/v1/locations/${'x'.repeat(65)}`, DEMO_BUSINESS_ID);
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).issues?.[0]?.path).toBe('locationId');
  });
});
