import { GENERAL_ERROR_KEY } from './general-error';

/**
 * Zod-free, so that browser code can import the keys (`@loyalty/contract/constants` re-exports them).
 *
 * Every API error is `{ code, message }`: `code` is a stable machine code, `message` a translation key
 * the portal looks up. Validation errors add the failing fields.
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
  generalError: GENERAL_ERROR_KEY,
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
  sessionNotFound: 'session.not.found',
  consentRequired: 'auth.consent.required',
  crossSiteRequest: 'auth.cross.site.request',
  tooLong: 'validation.too.long',
  localeNotInRightFormat: 'validation.locale',
  birthdayNotInRightFormat: 'validation.birthday.not.in.right.format',
  birthdayInFuture: 'validation.birthday.future',
  birthdayImplausible: 'validation.birthday.implausible',
  feedbackEmptyEmail: 'profile-page.feedback.empty.email',
  feedbackEmailNotInRightFormat: 'profile-page.feedback.not.in.right.format',
  feedbackEmptySubject: 'profile-page.feedback.empty.subject',
  feedbackEmptyMessage: 'profile-page.feedback.empty.message',
  feedbackSuccess: 'profile-page.feedback.success.message',
  feedbackThrottled: 'profile-page.feedback.throttled',
} as const;
/** Message keys of the ledger's refusals (409 unless noted). */
export const ledgerMessageKeys = {
  insufficientBalance: 'ledger.insufficient.balance',
  outOfStock: 'shop.item.out.of.stock',
  /** Inactive, or outside its active window. */
  itemNotAvailable: 'shop.item.not.available',
  /** 404: no such item in this business's shop. */
  itemNotFound: 'shop.item.not.found',
  /** 404. */
  giftNotFound: 'gift.not.found',
  /** 409: the idempotency key was used before for a different item. */
  idempotencyKeyReused: 'general.idempotency.key.reused',
} as const;

/** Refusals only the admin side meets (409 unless noted). */
export const ledgerAdminMessageKeys = {
  giftAlreadyRedeemed: 'gift.already.redeemed',
  giftExpired: 'gift.expired',
  /** The receipt id was recorded before for another member or amount. */
  purchaseExternalIdTaken: 'purchase.external.id.taken',
} as const;

/** Refusals of landing pages, receipts and identifier checks. */
export const campaignMessageKeys = {
  /** 404: no such page in this business. */
  notFound: 'landing.not.found',
  /** 410: switched off by the business. */
  inactive: 'landing.inactive',
  /** 410: its active window has ended. */
  expired: 'landing.expired',
  /** 409: its active window has not begun. */
  notStarted: 'landing.not.started',
  /** 400: the number's country is not one the page serves. */
  countryNotAllowed: 'landing.country.not.allowed',
  /** 400: not a phone number (the pattern, or no such number in any country). */
  phoneInvalid: 'validation.phone.not.in.right.format',
  /** 429: the page's own hourly ceiling. */
  pageBusy: 'landing.busy',
  receiptInvalid: 'receipt.invalid',
  receiptExpired: 'receipt.expired',
  receiptOtherBusiness: 'receipt.other.business',
  receiptAlreadyUsed: 'receipt.already.used',
  /** 409: the business has no receipt key yet (admin `receipt:key`). */
  receiptNoKey: 'receipt.no.key',
  /** 409: another landing page of the business has this legacy id. */
  legacyIdTaken: 'landing.legacy.id.taken',
  /** 409 from validateMemberIdentifiers and the profile: someone else has it. */
  emailTaken: 'register.unique.identifier.exists.email',
  phoneTaken: 'register.unique.identifier.exists.phone',
} as const;

/** Refusals of wallet pass links and the PassKit web service. */
export const walletMessageKeys = {
  /** 404: a wallet link that is malformed, expired, of another business or of the other wallet. */
  linkInvalid: 'wallet.link.invalid',
  /** 404: this wallet (Apple or Google) is not configured on the installation. */
  notConfigured: 'wallet.not.configured',
  /** 401: a PassKit call without the pass's own authentication token. */
  passUnauthorized: 'wallet.pass.unauthorized',
  /** 409: an outside page asked for links of a business that has no portal host name to put them on. */
  portalHostMissing: 'wallet.portal.host.missing',
} as const;

/** Web push: a subscription the browser sent that the API cannot use. */
export const pushMessageKeys = {
  /** 400: not a Web Push subscription (endpoint and keys), or an endpoint the API will not call. */
  subscriptionInvalid: 'push.subscription.invalid',
  /** 400: a Firebase Cloud Messaging token, but FCM is not configured on the installation. */
  fcmNotConfigured: 'push.fcm.not.configured',
} as const;

/** Refusals of paid memberships (subscriptions) and their payments. */
export const subscriptionMessageKeys = {
  /** 404: no such plan in this business, or it is not sold any more. */
  planNotFound: 'subscription.plan.not.found',
  /** 404: no such subscription of the member. */
  notFound: 'subscription.not.found',
  /** 400: the return address is not on the portal's own origin. */
  returnUrlInvalid: 'subscription.return.url.invalid',
  /** 409: the member already holds a running subscription of the business. */
  alreadySubscribed: 'subscription.already.subscribed',
  /** 429: too many checkouts started within the hour. */
  checkoutThrottled: 'subscription.checkout.throttled',
  /** 409: only the test-mode provider simulates checkouts and renewals. */
  testModeOnly: 'subscription.test.mode.only',
  /** 400: a webhook whose signature does not verify (forged, tampered or too old). */
  webhookSignatureInvalid: 'payments.webhook.signature.invalid',
  /** 503: the payment provider could not be reached. */
  providerUnavailable: 'payments.provider.unavailable',
} as const;

/** Message keys of the forms' refusals and of their fields' rules (one key per failing field). */
export const formMessageKeys = {
  /** 404: no such form in this business. */
  notFound: 'forms.not.found',
  /** 404: switched off, or outside its active window. */
  inactive: 'forms.inactive',
  /** 401: the form is for members only and the visitor is not signed in. */
  membersOnly: 'forms.members.only',
  /** 409: the idempotency key was used before with other answers. */
  idempotencyConflict: 'forms.idempotency.conflict',
  /** 413: the submission is larger than a form may take. */
  submissionTooLarge: 'forms.too.large',
  /** 404: the form's location is not one of the business's. */
  locationNotFound: 'location.not.found',
  /** 400: two opening-hour ranges of a location overlap. */
  hoursOverlap: 'location.hours.overlap',
  required: 'forms.field.required',
  email: 'forms.field.email',
  phone: 'forms.field.phone',
  number: 'forms.field.number',
  date: 'forms.field.date',
  tooShort: 'forms.field.too.short',
  tooLong: 'forms.field.too.long',
  tooSmall: 'forms.field.too.small',
  tooLarge: 'forms.field.too.large',
  pattern: 'forms.field.pattern',
  option: 'forms.field.option',
  tooFew: 'forms.field.too.few',
  tooMany: 'forms.field.too.many',
  consent: 'forms.field.consent',
} as const;
export type FormMessageKey = (typeof formMessageKeys)[keyof typeof formMessageKeys];

/** Refusals of a business's admin API keys. */
export const apiKeyMessageKeys = {
  /** 403: the key is valid but lacks the scope the route needs (or the route is the operator's only). */
  scopeMissing: 'auth.api.key.scope.missing',
  /** 404: no such API key. */
  notFound: 'api.key.not.found',
} as const;

/** Every message key an API refusal may carry. */
export type MessageKey =
  | (typeof messageKeys)[keyof typeof messageKeys]
  | (typeof ledgerMessageKeys)[keyof typeof ledgerMessageKeys]
  | (typeof ledgerAdminMessageKeys)[keyof typeof ledgerAdminMessageKeys]
  | (typeof campaignMessageKeys)[keyof typeof campaignMessageKeys]
  | (typeof walletMessageKeys)[keyof typeof walletMessageKeys]
  | (typeof pushMessageKeys)[keyof typeof pushMessageKeys]
  | (typeof subscriptionMessageKeys)[keyof typeof subscriptionMessageKeys]
  | (typeof apiKeyMessageKeys)[keyof typeof apiKeyMessageKeys]
  | FormMessageKey;
