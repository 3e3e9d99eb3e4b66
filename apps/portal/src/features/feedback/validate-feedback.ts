import { feedbackSchema, type Feedback } from '@loyalty/contract';

export type FeedbackErrors = Partial<Record<keyof Feedback, string>>;

/** The contract's feedback rules as one message key per field, or null when valid. */
export function validateFeedback(values: Feedback): { data: Feedback } | { errors: FeedbackErrors } {
  const parsed = feedbackSchema.safeParse(values);
  if (parsed.success) return { data: parsed.data };
  const errors: FeedbackErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof Feedback;
    errors[field] ??= issue.message;
  }
  return { errors };
}
