import { z } from 'zod';

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
