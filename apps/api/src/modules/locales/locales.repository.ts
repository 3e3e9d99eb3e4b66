import { businessTranslations, languages, translations, type DatabaseExecutor } from '@loyalty/db';
import { and, eq, inArray } from 'drizzle-orm';

export type LanguageRow = typeof languages.$inferSelect;
export interface TranslationRow {
  locale: string;
  key: string;
  value: string;
}

export async function findLanguageRows(db: DatabaseExecutor, codes: string[]): Promise<LanguageRow[]> {
  if (codes.length === 0) return [];
  return db.select().from(languages).where(inArray(languages.code, codes));
}

export async function findShippedTranslations(
  db: DatabaseExecutor,
  locales: string[],
): Promise<TranslationRow[]> {
  if (locales.length === 0) return [];
  return db
    .select({ locale: translations.locale, key: translations.key, value: translations.value })
    .from(translations)
    .where(inArray(translations.locale, locales));
}

export async function findBusinessTranslations(
  db: DatabaseExecutor,
  businessId: string,
  locales: string[],
): Promise<TranslationRow[]> {
  if (locales.length === 0) return [];
  return db
    .select({
      locale: businessTranslations.locale,
      key: businessTranslations.key,
      value: businessTranslations.value,
    })
    .from(businessTranslations)
    .where(
      and(eq(businessTranslations.businessId, businessId), inArray(businessTranslations.locale, locales)),
    );
}
