import { z } from 'zod';
import { localeCodeSchema } from './common';
import { EMAIL_PATTERN, PHONE_PATTERN } from './constants';

/** A member as the admin API and CLI show it. Member-facing shapes come with the sign-in and profile work. */
export const memberSummarySchema = z.object({
  id: z.string(),
  businessId: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  language: z.string(),
  shortId: z.string(),
  hasConsent: z.boolean(),
  createdAt: z.string(),
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;

export const memberListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).default(0),
  search: z.string().max(200).optional(),
});
export type MemberListQuery = z.infer<typeof memberListQuerySchema>;

export const memberListSchema = z.object({
  total: z.number().int(),
  items: z.array(memberSummarySchema),
});
export type MemberList = z.infer<typeof memberListSchema>;

/**
 * Admin: `POST /admin/v1/businesses/:businessId/members`: a member brought in from elsewhere (an import), who has
 * not consented here yet: their first sign-in asks for the consent. An e-mail address or a phone number is needed.
 */
export const memberImportSchema = z
  .object({
    email: z.string().trim().max(254).regex(EMAIL_PATTERN, 'validation.email.not.in.right.format').optional(),
    phone: z.string().trim().max(40).regex(PHONE_PATTERN, 'validation.phone.not.in.right.format').optional(),
    firstName: z.string().trim().max(80).optional(),
    lastName: z.string().trim().max(80).optional(),
    language: localeCodeSchema.optional(),
  })
  .refine((member) => Boolean(member.email || member.phone), {
    message: 'validation.identifier.not.in.right.format',
    path: ['email'],
  });
export type MemberImport = z.infer<typeof memberImportSchema>;
