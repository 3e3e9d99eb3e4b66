import { z } from 'zod';

export const fieldIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  issues: z.array(fieldIssueSchema).optional(),
  /** With `auth.code.invalid`: how many more tries the code allows. */
  attemptsLeft: z.number().int().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
