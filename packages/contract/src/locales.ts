import { z } from 'zod';
import { languageSchema } from './common';

/** The default locale and the translation fallback locale (SPEC.md section 1). */
export const DEFAULT_LOCALE = 'en';
export const FALLBACK_LOCALE = 'en_US';
/** Languages written right to left; their pages get `dir="rtl"`. */
export const RTL_LANGUAGES = ['ar', 'he', 'fa', 'ur'] as const;

/** `GET /api/locales/languages`: the languages the business offers. */
export const languagesSchema = z.array(languageSchema);

/** Flat key → text. Keys contain dots (`register.failure`), so i18next runs with keySeparator off. */
export const translationSchema = z.record(z.string(), z.string());
export type Translation = z.infer<typeof translationSchema>;

/** `GET /api/locales/translations`: every offered locale's translation. */
export const translationsSchema = z.record(z.string(), translationSchema);
export type Translations = z.infer<typeof translationsSchema>;
