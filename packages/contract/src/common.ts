import { z } from 'zod';

/** Header names the portal's server-side helper sends to the loyalty API (SPEC.md section 7). */
export const BUSINESS_ID_HEADER = 'x-business-id';
export const MEMBER_ID_HEADER = 'x-member-id';
/** The browser's host, forwarded by the portal so that the API can resolve the business from it. */
export const FORWARDED_HOST_HEADER = 'x-forwarded-host';
export const REQUEST_ID_HEADER = 'x-request-id';

/** SPEC.md section 5: non-space text, an at sign, non-space text, a dot, non-space text. */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;
/** SPEC.md section 5: optional 1–3 digit country code, then 3, 3 and 4 digits, with ( ) - . or spaces. */
export const PHONE_PATTERN = /^(\+?\d{1,3}[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/;

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
