import { z } from 'zod';
import { birthdaySchema } from './birthday';
import { localeCodeSchema } from './common';
import { EMAIL_PATTERN, PHONE_PATTERN } from './constants';

/** A balance in hundredths (1250 is 12.50), split by the business's balance type. */
export const memberBalanceSchema = z.object({
  balance: z.object({
    monetary: z.number().int(),
    nonMonetary: z.number().int(),
  }),
});
export type MemberBalance = z.infer<typeof memberBalanceSchema>;

export { splitBalance } from './balance';

/** `GET /v1/member/details` (portal: `/api/protected/member/getMemberDetails`). */
export const memberDetailsSchema = z.object({
  member: z.object({
    comoMemberId: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    /** `YYYY-MM-DD`. */
    birthday: z.string().nullable(),
    language: z.string(),
    creditBalance: memberBalanceSchema,
    pointsBalance: memberBalanceSchema,
  }),
  hasConsent: z.boolean(),
  hasMissingMandatoryFields: z.boolean(),
  /** The business's mandatory fields this member has not filled in (firstName, lastName, email, phone, birthday). */
  missingMandatoryFields: z.array(z.string()),
});
export type MemberDetails = z.infer<typeof memberDetailsSchema>;

/** `GET /v1/member/short-id` (portal: `/api/protected/member/shortUserId`): the identification code. */
export const shortUserIdSchema = z.object({ id: z.string() });
export type ShortUserId = z.infer<typeof shortUserIdSchema>;

/** `GET /v1/member/profile-url` (portal: `/api/protected/member/profileUrl`); the portal appends `lang`. */
export const profileUrlSchema = z.object({ url: z.string() });
export type ProfileUrl = z.infer<typeof profileUrlSchema>;

const nameSchema = z
  .string('validation.required')
  .trim()
  .min(1, 'validation.required')
  .max(80, 'validation.too.long');

/**
 * `PUT /v1/member/profile`: the fields the member changes; absent fields stay as they are. E-mail and phone are
 * normalised as sign-in identifiers are (lower-cased, E.164) and unique per business.
 */
export const profileUpdateSchema = z.object({
  firstName: nameSchema.optional(),
  lastName: nameSchema.optional(),
  email: z
    .string('validation.required')
    .trim()
    .max(254, 'validation.too.long')
    .regex(EMAIL_PATTERN, 'validation.email.not.in.right.format')
    .optional(),
  phone: z
    .string('validation.required')
    .trim()
    .max(40, 'validation.too.long')
    .regex(PHONE_PATTERN, 'validation.phone.not.in.right.format')
    .optional(),
  birthday: birthdaySchema.optional(),
  language: localeCodeSchema.optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** What a profile update answers (data.commonExtId, data.legacyToken, data.result, the shape profile-update pages expect). */
export const profileUpdateResultSchema = z.object({
  data: z.object({
    /** The member's id (comoMemberId). */
    commonExtId: z.string(),
    /** Kept for that shape; this system issues none. */
    legacyToken: z.string().nullable(),
    result: z.literal('updated'),
  }),
});
export type ProfileUpdateResult = z.infer<typeof profileUpdateResultSchema>;
