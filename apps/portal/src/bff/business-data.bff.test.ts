import { afterAll, describe, expect, it } from 'vitest';
import { startTestApi } from '@loyalty/api/testing';
import type {
  BusinessConfiguration,
  CountryRegionInfo,
  Language,
  NavigationItem,
  Translation,
  Translations,
} from '@loyalty/contract';
import { NORTHWIND, portalRequest, segment, pointPortalAt } from '@/test-utils/bff';

/** Configuration, navigation, languages, translations and country info, through the BFF, against the real API. */
const api = await startTestApi();
pointPortalAt(api);
afterAll(() => api.close());

const { GET: getConfiguration } = await import('../pages/api/configuration');
const { GET: getNavigationItems } = await import('../pages/api/navigation/items');
const { GET: getLanguages } = await import('../pages/api/locales/languages');
const { GET: getTranslation } = await import('../pages/api/locales/[locale]/translation');
const { GET: getTranslations } = await import('../pages/api/locales/translations');
const { GET: getCountryRegionInfo } = await import('../pages/api/countryRegionInfo');

async function json<T>(response: Response | Promise<Response>, status = 200): Promise<T> {
  const resolved = await response;
  expect(resolved.status).toBe(status);
  return (await resolved.json()) as T;
}

describe('GET /api/configuration', () => {
  it('answers the business of the host', async () => {
    const beanLeaf = await json<BusinessConfiguration>(getConfiguration(portalRequest('/api/configuration')));
    const northwind = await json<BusinessConfiguration>(
      getConfiguration(portalRequest('/api/configuration', NORTHWIND)),
    );
    expect([beanLeaf.businessId, beanLeaf.businessName, beanLeaf.defaultTheme]).toEqual([
      'bean-leaf',
      'Bean & Leaf Café',
      'light',
    ]);
    expect([
      northwind.businessId,
      northwind.defaultLanguage.code,
      northwind.defaultLanguage.direction,
    ]).toEqual(['northwind', 'he', 'rtl']);
  });

  it('answers the business of an x-business-id header when the host is not a business host', async () => {
    const request = portalRequest('/api/configuration', {
      host: 'portal.example.com',
      'x-business-id': 'northwind',
    });
    expect((await json<BusinessConfiguration>(getConfiguration(request))).businessId).toBe('northwind');
  });

  it('lets browsers and caches keep it per business', async () => {
    const response = await getConfiguration(portalRequest('/api/configuration'));
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=540');
    expect(response.headers.get('vary')).toContain('x-business-id');
  });
});

describe('GET /api/navigation/items', () => {
  it("lists each business's own menu", async () => {
    const beanLeaf = await json<NavigationItem[]>(getNavigationItems(portalRequest('/api/navigation/items')));
    const northwind = await json<NavigationItem[]>(
      getNavigationItems(portalRequest('/api/navigation/items', NORTHWIND)),
    );
    expect(beanLeaf.map((item) => item.idTransformed)).toContain('ourmenu');
    expect(northwind.map((item) => item.idTransformed)).not.toContain('ourmenu');
    expect(northwind.length).toBeGreaterThan(0);
  });
});

describe('GET /api/locales/languages', () => {
  it("lists each business's languages with their direction", async () => {
    const beanLeaf = await json<Language[]>(getLanguages(portalRequest('/api/locales/languages')));
    const northwind = await json<Language[]>(
      getLanguages(portalRequest('/api/locales/languages', NORTHWIND)),
    );
    expect(beanLeaf.map((language) => language.code)).toEqual(['en', 'es', 'ar', 'he']);
    expect(northwind.map((language) => language.code)).toEqual(['he', 'en', 'ar']);
    expect(beanLeaf.find((language) => language.code === 'ar')?.direction).toBe('rtl');
  });
});

describe('GET /api/locales/{locale}/translation', () => {
  const translation = (locale: string, headers: Record<string, string> = {}) =>
    getTranslation(portalRequest(`/api/locales/${locale}/translation`, headers), segment({ locale }));

  it('gives Arabic texts for ar and English ones for en', async () => {
    const arabic = await json<Translation>(translation('ar'));
    const english = await json<Translation>(translation('en'));
    expect(arabic['general.loading']).toBe('جارٍ التحميل...');
    expect(english['general.loading']).toBe('Loading...');
    expect(arabic['home.welcome.title']).not.toBe(english['home.welcome.title']);
  });

  it('answers 404 locale.not.found for a language the business does not offer', async () => {
    expect(await json(translation('es', NORTHWIND), 404)).toEqual({
      code: 'NOT_FOUND',
      message: 'locale.not.found',
    });
  });

  it('answers 400 for a locale that is not a locale code, without calling the API', async () => {
    const body = await json<{ code: string; message: string }>(translation('..%2Fadmin'), 400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'validation.failed' });
  });
});

describe('GET /api/locales/translations', () => {
  it("gives every offered locale's texts", async () => {
    const all = await json<Translations>(
      getTranslations(portalRequest('/api/locales/translations', NORTHWIND)),
    );
    expect(Object.keys(all).sort()).toEqual(['ar', 'en', 'he']);
    expect(all.he?.['general.loading']).toBe('טוען...');
  });
});

describe('GET /api/countryRegionInfo', () => {
  it('detects the country from Accept-Language and picks the business country', async () => {
    const northwind = await json<CountryRegionInfo>(
      getCountryRegionInfo(
        portalRequest('/api/countryRegionInfo', { ...NORTHWIND, 'accept-language': 'he-IL,he;q=0.9' }),
      ),
    );
    expect([northwind.detectedCountryCode, northwind.country.code]).toEqual(['IL', 'IL']);

    const beanLeaf = await json<CountryRegionInfo>(
      getCountryRegionInfo(portalRequest('/api/countryRegionInfo', { 'accept-language': 'en-GB' })),
    );
    expect([beanLeaf.detectedCountryCode, beanLeaf.country.code]).toEqual(['GB', 'US']);
  });

  it('is private to the visitor', async () => {
    const response = await getCountryRegionInfo(portalRequest('/api/countryRegionInfo'));
    expect(response.headers.get('cache-control')).toBe('private, max-age=600');
    expect(response.headers.get('vary')).toContain('accept-language');
  });
});
