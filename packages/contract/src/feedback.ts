import { z } from 'zod';
import { EMAIL_PATTERN } from './constants';

/** Feedback to the business: every field required, the e-mail per the pattern. */
export const feedbackSchema = z.object({
  email: z
    .string('profile-page.feedback.empty.email')
    .trim()
    // An empty address is only 'empty', not also 'not in the right format'.
    .min(1, { error: 'profile-page.feedback.empty.email', abort: true })
    .regex(EMAIL_PATTERN, 'profile-page.feedback.not.in.right.format'),
  subject: z
    .string('profile-page.feedback.empty.subject')
    .trim()
    .min(1, 'profile-page.feedback.empty.subject'),
  message: z
    .string('profile-page.feedback.empty.message')
    .trim()
    .min(1, 'profile-page.feedback.empty.message'),
});
export type Feedback = z.infer<typeof feedbackSchema>;

/** `POST /v1/member/feedback` (portal: `/api/protected/member/submitFeedBack` with `{ data }`). */
export const feedbackRequestSchema = z.object({ data: feedbackSchema });
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

export const feedbackResultSchema = z.object({ sent: z.boolean() });
export type FeedbackResult = z.infer<typeof feedbackResultSchema>;

/** At most this many feedback messages per member per hour (429 with Retry-After beyond). */
export const FEEDBACK_PER_HOUR = 5;

/**
 * The portal's feedback body: `{ data }`, or the older `{ feedBackData }`, either with an optional
 * `recaptchaData` (a signed-in member needs no captcha, so it is accepted and not used). Normalised to
 * `{ data }`, the loyalty API's body.
 */
export const portalFeedbackRequestSchema = z
  .object({
    data: feedbackSchema.optional(),
    feedBackData: feedbackSchema.optional(),
    recaptchaData: z.unknown().optional(),
  })
  .refine((body) => body.data !== undefined || body.feedBackData !== undefined, {
    path: ['data'],
    error: 'validation.required',
  })
  .transform((body): FeedbackRequest => ({ data: (body.data ?? body.feedBackData)! }));
