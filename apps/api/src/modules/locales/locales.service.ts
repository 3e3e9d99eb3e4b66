import {
  FALLBACK_LOCALE,
  RTL_LANGUAGES,
  messageKeys,
  type BusinessSettings,
  type Language,
  type Translation,
  type Translations,
} from '@loyalty/contract';
import type { DatabaseExecutor } from '@loyalty/db';
import { notFound } from '../../lib/http-error';
import { getBusinessProfile } from '../businesses/businesses.service';
import {
  findBusinessTranslations,
  findLanguageRows,
  findShippedTranslations,
  type TranslationRow,
} from './locales.repository';

/** The locales a business offers: its countries' languages, in the order the countries list them. */
export function offeredLocales(settings: BusinessSettings): string[] {
  return [...new Set(settings.countries.flatMap((country) => country.languages))];
}

// A code missing from the languages table still gets a usable entry: itself as name, direction by language.
function fallbackLanguage(code: string): Language {
  const base = code.split(/[_-]/)[0] ?? code;
  const direction = (RTL_LANGUAGES as readonly string[]).includes(base) ? 'rtl' : 'ltr';
  return { code, name: code, direction };
}

async function describeLanguages(db: DatabaseExecutor, codes: string[]): Promise<Language[]> {
  const rows = new Map((await findLanguageRows(db, codes)).map((row) => [row.code, row]));
  return codes.map((code) => {
    const row = rows.get(code);
    return row ? { code: row.code, name: row.name, direction: row.direction } : fallbackLanguage(code);
  });
}

export async function describeLanguage(db: DatabaseExecutor, code: string): Promise<Language> {
  const [language] = await describeLanguages(db, [code]);
  return language ?? fallbackLanguage(code);
}

export async function listOfferedLanguages(db: DatabaseExecutor, businessId: string): Promise<Language[]> {
  const { settings } = await getBusinessProfile(db, businessId);
  return describeLanguages(db, offeredLocales(settings));
}

/**
 * Layers, later ones winning: shipped en_US, the business's en_US, shipped `locale`, the business's `locale`.
 * So a key missing in a language falls back to English, and a business's wording beats the shipped text.
 */
function mergeTranslation(
  locale: string,
  shipped: TranslationRow[],
  overrides: TranslationRow[],
): Translation {
  const layers = locale === FALLBACK_LOCALE ? [FALLBACK_LOCALE] : [FALLBACK_LOCALE, locale];
  const result: Translation = {};
  for (const layer of layers) {
    for (const rows of [shipped, overrides]) {
      for (const row of rows) if (row.locale === layer) result[row.key] = row.value;
    }
  }
  return result;
}

async function loadTranslations(
  db: DatabaseExecutor,
  businessId: string,
  locales: string[],
): Promise<Translations> {
  const wanted = [...new Set([FALLBACK_LOCALE, ...locales])];
  const [shipped, overrides] = await Promise.all([
    findShippedTranslations(db, wanted),
    findBusinessTranslations(db, businessId, wanted),
  ]);
  return Object.fromEntries(locales.map((locale) => [locale, mergeTranslation(locale, shipped, overrides)]));
}

/**
 * One locale merged as the portal gets it, without checking that the business offers it: for texts the API
 * itself sends (one-time code messages). An unknown locale yields the en_US texts.
 */
export async function getMergedTranslation(
  db: DatabaseExecutor,
  businessId: string,
  locale: string,
): Promise<Translation> {
  const translations = await loadTranslations(db, businessId, [locale]);
  return translations[locale] ?? {};
}

/** One locale, merged; 404 `locale.not.found` unless the business offers it (the fallback is always offered). */
export async function getTranslation(
  db: DatabaseExecutor,
  businessId: string,
  locale: string,
): Promise<Translation> {
  const { settings } = await getBusinessProfile(db, businessId);
  if (locale !== FALLBACK_LOCALE && !offeredLocales(settings).includes(locale)) {
    throw notFound(messageKeys.localeNotFound);
  }
  const translations = await loadTranslations(db, businessId, [locale]);
  return translations[locale] ?? {};
}

/** Every offered locale, merged, keyed by locale. */
export async function getAllTranslations(db: DatabaseExecutor, businessId: string): Promise<Translations> {
  const { settings } = await getBusinessProfile(db, businessId);
  return loadTranslations(db, businessId, offeredLocales(settings));
}
