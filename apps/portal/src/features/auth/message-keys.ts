import type * as Contract from '@loyalty/contract';

/**
 * The contract's values the sign-in page needs, as literals that the compiler checks against the
 * contract's types. A value import of @loyalty/contract would put zod (its schemas) into the page's
 * JavaScript, ≈ 25 kB gzipped, for a handful of strings.
 */
export const keys = {
  validationRequired: 'validation.required',
  emailNotInRightFormat: 'validation.email.not.in.right.format',
  phoneNotInRightFormat: 'validation.phone.not.in.right.format',
  identifierNotInRightFormat: 'validation.identifier.not.in.right.format',
  generalError: 'general.error',
  captchaInvalid: 'captcha.invalid',
  consentRequired: 'auth.consent.required',
  sessionRequired: 'auth.session.required',
  forbidden: 'auth.forbidden',
  registerFailure: 'register.failure',
  identifierExistsEmail: 'register.unique.identifier.exists.email',
  identifierExistsPhone: 'register.unique.identifier.exists.phone',
} as const satisfies Partial<typeof Contract.messageKeys>;

/** The one-time code's length (contract OTP_LENGTH; a different value there fails to compile here). */
export const CODE_LENGTH: typeof Contract.OTP_LENGTH = 6;

/** The identifier patterns (contract EMAIL_PATTERN / PHONE_PATTERN), handed to the page by its server part. */
export interface IdentifierPatterns {
  email: string;
  phone: string;
}
