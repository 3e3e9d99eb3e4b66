import { countryRegionInfoSchema, type CountryRegionInfo } from '@loyalty/contract';
import { DEMO_BUSINESS_ID, NORTHWIND_BUSINESS_ID } from '@loyalty/db';
import { testDatabaseKinds } from '@loyalty/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asService } from '../../test-support';
import { startTestApi, type TestApi } from '../../testing';
import { regionFromAcceptLanguage } from './country-region.service';

describe('regionFromAcceptLanguage', () => {
  it.each([
    ['he-IL,he;q=0.9,en-US;q=0.8', 'IL'],
    ['en;q=0.5, es-MX;q=0.9', 'MX'],
    ['de, fr-CA;q=0.7', 'CA'],
    ['zh-Hant-TW', 'TW'],
    ['en', null],
    ['', null],
    ['es-ES;q=0', null],
  ])('%s → %s', (header, expected) => {
    expect(regionFromAcceptLanguage(header)).toBe(expected);
  });
});

describe.each(testDatabaseKinds())('GET /v1/country-region-info on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ databaseKind: kind });
  });
  afterAll(() => api.close());

  const infoFor = async (
    businessId: string,
    headers: Record<string, string> = {},
  ): Promise<CountryRegionInfo> => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/v1/country-region-info',
      headers: { ...asService(api, businessId), ...headers },
    });
    expect(response.statusCode).toBe(200);
    return countryRegionInfoSchema.parse(response.json());
  };

  it("uses the edge's country header when the business serves that country", async () => {
    const info = await infoFor(NORTHWIND_BUSINESS_ID, { 'cf-ipcountry': 'us', 'accept-language': 'he-IL' });
    expect(info.detectedCountryCode).toBe('US');
    expect(info.country.code).toBe('US');
    expect(info.countries.map((country) => country.code)).toEqual(['IL', 'US']);
  });

  it('accepts x-country-code as the edge header too', async () => {
    expect((await infoFor(NORTHWIND_BUSINESS_ID, { 'x-country-code': 'US' })).country.code).toBe('US');
  });

  it('falls back to the Accept-Language region', async () => {
    const info = await infoFor(NORTHWIND_BUSINESS_ID, { 'accept-language': 'en-US,en;q=0.9' });
    expect(info.detectedCountryCode).toBe('US');
    expect(info.country.code).toBe('US');
  });

  it("chooses the business's default country for a country it does not serve, still reporting it", async () => {
    const info = await infoFor(NORTHWIND_BUSINESS_ID, { 'cf-ipcountry': 'FR' });
    expect(info.detectedCountryCode).toBe('FR');
    expect(info.country.code).toBe('IL');
  });

  it('reports no detected country when nothing tells', async () => {
    const info = await infoFor(DEMO_BUSINESS_ID, { 'cf-ipcountry': 'XX' });
    expect(info.detectedCountryCode).toBeNull();
    expect(info.country).toMatchObject({ code: 'US', defaultCountry: true });
  });
});
