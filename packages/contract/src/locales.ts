import { z } from 'zod';
import { languageSchema } from './common';

/** `GET /api/locales/languages`: the languages the business offers. */
export const languagesSchema = z.array(languageSchema);

/** Flat key → text. Keys contain dots (`register.failure`): they are looked up whole, never split. */
export const translationSchema = z.record(z.string(), z.string());
export type Translation = z.infer<typeof translationSchema>;

/** `GET /api/locales/translations`: every offered locale's translation. */
export const translationsSchema = z.record(z.string(), translationSchema);
export type Translations = z.infer<typeof translationsSchema>;
