import { apiErrorSchema, languagesSchema, translationSchema, translationsSchema } from '@loyalty/contract';
import {
  businessTranslations,
  DEMO_BUSINESS_ID,
  NORTHWIND_BUSINESS_ID,
  readShippedTranslations,
} from '@loyalty/db';
import { testDatabaseKinds } from '@loyalty/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asService } from '../../test-support';
import { startTestApi, type TestApi } from '../../testing';

const shipped = readShippedTranslations();
const shippedIn = (locale: string) => shipped.get(locale) ?? {};

describe.each(testDatabaseKinds())('locales on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ databaseKind: kind });
    await api.db.insert(businessTranslations).values([
      // Beats the shipped Hebrew text for bean-leaf only.
      { businessId: DEMO_BUSINESS_ID, locale: 'he', key: 'general.loading', value: 'רגע, מכינים קפה…' },
      // A key no shipped file has, in the fallback: every bean-leaf language gets it unless it has its own.
      {
        businessId: DEMO_BUSINESS_ID,
        locale: 'en_US',
        key: 'bean-leaf.tagline',
        value: 'Fresh every morning',
      },
      { businessId: DEMO_BUSINESS_ID, locale: 'es', key: 'bean-leaf.tagline', value: 'Fresco cada mañana' },
    ]);
  });
  afterAll(() => api.close());

  const get = (url: string, businessId: string) =>
    api.app.inject({ method: 'GET', url, headers: asService(api, businessId) });
  const translationOf = async (locale: string, businessId: string) => {
    const response = await get(`/v1/locales/${locale}/translation`, businessId);
    expect(response.statusCode).toBe(200);
    return translationSchema.parse(response.json());
  };

  describe('GET /v1/locales/languages', () => {
    it("lists the business's languages from its countries, in order, with names and directions", async () => {
      const beanLeaf = await get('/v1/locales/languages', DEMO_BUSINESS_ID);
      expect(languagesSchema.parse(beanLeaf.json())).toEqual([
        { code: 'en', name: 'English', direction: 'ltr' },
        { code: 'es', name: 'Español', direction: 'ltr' },
        { code: 'ar', name: 'العربية', direction: 'rtl' },
        { code: 'he', name: 'עברית', direction: 'rtl' },
      ]);
      const northwind = await get('/v1/locales/languages', NORTHWIND_BUSINESS_ID);
      expect(languagesSchema.parse(northwind.json()).map((language) => language.code)).toEqual([
        'he',
        'en',
        'ar',
      ]);
    });
  });

  describe('GET /v1/locales/:locale/translation', () => {
    it('merges the locale over the en_US fallback', async () => {
      const hebrew = await translationOf('he', NORTHWIND_BUSINESS_ID);
      expect(hebrew).toEqual({ ...shippedIn('en_US'), ...shippedIn('he') });
      expect(hebrew['general.error']).toBe(shippedIn('he')['general.error']);
    });

    it("puts the business's overrides on top, falling back through its en_US overrides", async () => {
      const hebrew = await translationOf('he', DEMO_BUSINESS_ID);
      expect(hebrew['general.loading']).toBe('רגע, מכינים קפה…');
      expect(hebrew['bean-leaf.tagline']).toBe('Fresh every morning');
      expect((await translationOf('es', DEMO_BUSINESS_ID))['bean-leaf.tagline']).toBe('Fresco cada mañana');
      // Another business never sees them.
      const northwind = await translationOf('he', NORTHWIND_BUSINESS_ID);
      expect(northwind['general.loading']).toBe(shippedIn('he')['general.loading']);
      expect(northwind['bean-leaf.tagline']).toBeUndefined();
    });

    it('always offers the en_US fallback', async () => {
      expect(await translationOf('en_US', NORTHWIND_BUSINESS_ID)).toEqual(shippedIn('en_US'));
    });

    it('answers 404 locale.not.found for a locale the business does not offer', async () => {
      for (const [locale, businessId] of [
        ['fr', DEMO_BUSINESS_ID],
        ['es', NORTHWIND_BUSINESS_ID],
      ] as const) {
        const response = await get(`/v1/locales/${locale}/translation`, businessId);
        expect(response.statusCode).toBe(404);
        expect(apiErrorSchema.parse(response.json())).toEqual({
          code: 'NOT_FOUND',
          message: 'locale.not.found',
        });
      }
    });

    it('answers 400 with issues for something that is not a locale code', async () => {
      const response = await get('/v1/locales/not-a-locale!/translation', DEMO_BUSINESS_ID);
      expect(response.statusCode).toBe(400);
      const error = apiErrorSchema.parse(response.json());
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.issues).toEqual([{ path: 'locale', message: 'validation.locale' }]);
    });
  });

  describe('GET /v1/locales/translations', () => {
    it('returns every offered locale, each merged like the single-locale route', async () => {
      const response = await get('/v1/locales/translations', DEMO_BUSINESS_ID);
      expect(response.statusCode).toBe(200);
      const all = translationsSchema.parse(response.json());
      expect(Object.keys(all)).toEqual(['en', 'es', 'ar', 'he']);
      expect(all.he).toEqual(await translationOf('he', DEMO_BUSINESS_ID));
      expect(all.es).toEqual(await translationOf('es', DEMO_BUSINESS_ID));
    });
  });
});
