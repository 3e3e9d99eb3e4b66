import { z } from 'zod';
import { countrySchema } from './configuration';
import { TIME_PATTERN, findOverlap, isTimeZone } from './opening-hours';

/** One opening range in the location's time zone; `closes` at or before `opens` ends the next day (overnight). */
export const openingHoursSchema = z
  .object({
    /** 0 = Sunday … 6 = Saturday. */
    day: z.number().int().min(0).max(6),
    opens: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.time'),
    closes: z.string().regex(TIME_PATTERN, 'validation.time'),
  })
  .refine((range) => range.opens !== range.closes, { message: 'validation.time', path: ['closes'] });

/** A week of opening ranges, several per day allowed, none overlapping another. */
export const openingHoursListSchema = z
  .array(openingHoursSchema)
  .max(100)
  .refine((hours) => findOverlap(hours) === null, 'location.hours.overlap');

/** An IANA time zone name (`Europe/Madrid`). */
export const timeZoneSchema = z.string().min(1).max(64).refine(isTimeZone, 'validation.time.zone');

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
  /** The location's own time zone, else the business's (`timeZone` setting, default UTC). */
  timeZone: z.string(),
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

/** Admin: `POST /admin/v1/businesses/:businessId/locations` (CLI `location:create`). */
export const locationCreateSchema = z
  .object({
    name: z.string().trim().min(1).max(120),
    address: z.string().trim().min(1).max(300),
    city: z.string().trim().min(1).max(120),
    postalCode: z.string().trim().max(20).nullable().default(null),
    countryCode: z.string().regex(/^[A-Z]{2}$/, 'validation.country'),
    latitude: z.number().min(-90).max(90).nullable().default(null),
    longitude: z.number().min(-180).max(180).nullable().default(null),
    phone: z.string().trim().max(40).nullable().default(null),
    email: z.email().nullable().default(null),
    openingHours: openingHoursListSchema.default([]),
    timeZone: timeZoneSchema.nullable().default(null),
    isActive: z.boolean().default(true),
  })
  .strict();
export type LocationCreate = z.input<typeof locationCreateSchema>;

/** Admin: `PATCH .../locations/:locationId` (CLI `location:update`): the fields given change. */
export const locationUpdateSchema = z
  .object({
    name: z.string().trim().min(1).max(120).optional(),
    address: z.string().trim().min(1).max(300).optional(),
    city: z.string().trim().min(1).max(120).optional(),
    postalCode: z.string().trim().max(20).nullable().optional(),
    countryCode: z
      .string()
      .regex(/^[A-Z]{2}$/, 'validation.country')
      .optional(),
    latitude: z.number().min(-90).max(90).nullable().optional(),
    longitude: z.number().min(-180).max(180).nullable().optional(),
    phone: z.string().trim().max(40).nullable().optional(),
    email: z.email().nullable().optional(),
    openingHours: openingHoursListSchema.optional(),
    timeZone: timeZoneSchema.nullable().optional(),
    isActive: z.boolean().optional(),
  })
  .strict();
export type LocationUpdate = z.input<typeof locationUpdateSchema>;

/** Admin: a location with its switch and its own time zone (null: the business's). */
export const adminLocationSchema = locationSchema.extend({
  ownTimeZone: z.string().nullable(),
  isActive: z.boolean(),
});
export type AdminLocation = z.infer<typeof adminLocationSchema>;
export const adminLocationListSchema = z.object({ items: z.array(adminLocationSchema) });
