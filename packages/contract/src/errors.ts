import { z } from 'zod';

/**
 * Every API error is `{ code, message }`: `code` is a stable machine code, `message` a translation key
 * the portal looks up (SPEC.md section 8). Validation errors add the failing fields.
 */
export const errorCodes = {
  validation: 'VALIDATION_FAILED',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  rateLimited: 'RATE_LIMITED',
  unavailable: 'UNAVAILABLE',
  internal: 'INTERNAL',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

/** Message keys shared by the API and the portal's translations. */
export const messageKeys = {
  validationFailed: 'validation.failed',
  validationRequired: 'validation.required',
  emailNotInRightFormat: 'validation.email.not.in.right.format',
  phoneNotInRightFormat: 'validation.phone.not.in.right.format',
  unauthorized: 'auth.unauthorized',
  forbidden: 'auth.forbidden',
  sessionRequired: 'auth.session.required',
  notFound: 'general.not.found',
  businessNotFound: 'business.not.found',
  locationNotFound: 'location.not.found',
  localeNotFound: 'locale.not.found',
  memberNotFound: 'member.not.found',
  conflict: 'general.conflict',
  businessExists: 'business.exists',
  hostTaken: 'business.host.taken',
  rateLimited: 'general.rate.limited',
  generalError: 'general.error',
  unavailable: 'general.unavailable',
  registerFailure: 'register.failure',
  identifierExistsEmail: 'register.unique.identifier.exists.email',
  identifierExistsPhone: 'register.unique.identifier.exists.phone',
  identifierNotInRightFormat: 'validation.identifier.not.in.right.format',
  captchaInvalid: 'captcha.invalid',
  codeFormat: 'auth.code.format',
  codeInvalid: 'auth.code.invalid',
  codeExpired: 'auth.code.expired',
  codeExhausted: 'auth.code.exhausted',
  codeThrottled: 'auth.code.throttled',
  ticketInvalid: 'auth.ticket.invalid',
  sessionRevoked: 'auth.session.revoked',
  consentRequired: 'auth.consent.required',
  crossSiteRequest: 'auth.cross.site.request',
  tooLong: 'validation.too.long',
  localeNotInRightFormat: 'validation.locale',
  birthdayNotInRightFormat: 'validation.birthday.not.in.right.format',
  feedbackEmptyEmail: 'profile-page.feedback.empty.email',
  feedbackEmailNotInRightFormat: 'profile-page.feedback.not.in.right.format',
  feedbackEmptySubject: 'profile-page.feedback.empty.subject',
  feedbackEmptyMessage: 'profile-page.feedback.empty.message',
  feedbackSuccess: 'profile-page.feedback.success.message',
  feedbackThrottled: 'profile-page.feedback.throttled',
} as const;
export type MessageKey = (typeof messageKeys)[keyof typeof messageKeys];

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
