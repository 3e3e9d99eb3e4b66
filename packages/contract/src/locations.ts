import { z } from 'zod';
import { countrySchema } from './configuration';

export const openingHoursSchema = z.object({
  /** 0 = Sunday … 6 = Saturday. */
  day: z.number().int().min(0).max(6),
  opens: z.string().regex(/^\d{2}:\d{2}$/),
  closes: z.string().regex(/^\d{2}:\d{2}$/),
});

/** `GET /api/locations` and `GET /api/location?locationId=`: a business's shop or branch. */
export const locationSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  postalCode: z.string().nullable(),
  countryCode: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  openingHours: z.array(openingHoursSchema),
});
export type Location = z.infer<typeof locationSchema>;
export const locationsSchema = z.array(locationSchema);

export const locationQuerySchema = z.object({
  locationId: z.string('validation.required').min(1, 'validation.required').max(64, 'validation.too.long'),
});

/** `GET /api/countryRegionInfo`: the visitor's country (when known) and the business's countries. */
export const countryRegionInfoSchema = z.object({
  /** ISO country of the request, from a trusted edge header or the Accept-Language region; null if unknown. */
  detectedCountryCode: z.string().nullable(),
  /** The business country to use: the detected one if the business serves it, else its default. */
  country: countrySchema,
  countries: z.array(countrySchema),
});
export type CountryRegionInfo = z.infer<typeof countryRegionInfoSchema>;
