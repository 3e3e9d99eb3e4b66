import { z } from 'zod';

export const directionSchema = z.enum(['ltr', 'rtl']);
export type Direction = z.infer<typeof directionSchema>;

/** Locale codes look like `en`, `en_US`, `pt-BR`. */
export const localeCodeSchema = z.string().regex(/^[a-z]{2,3}([_-][A-Za-z]{2,4})?$/, 'validation.locale');

export const languageSchema = z.object({
  name: z.string().min(1),
  code: localeCodeSchema,
  direction: directionSchema,
});
export type Language = z.infer<typeof languageSchema>;

export const businessIdSchema = z
  .string()
  .min(2)
  .max(64)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'validation.business.id');

/** Host names are stored lower-cased, without port. */
export const hostNameSchema = z
  .string()
  .min(1)
  .max(253)
  .regex(/^[a-z0-9.-]+$/i, 'validation.host')
  .transform((h) => h.toLowerCase());

export const isoDateTimeSchema = z.string();
