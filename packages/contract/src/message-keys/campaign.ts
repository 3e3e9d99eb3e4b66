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
