/**
 * The contract's plain constants, free of zod: browser code imports them from `@loyalty/contract/constants`
 * so that a constant does not pull the schema library into the pages' first-load JavaScript (issue 8). The
 * package's index re-exports all of them for server code.
 */

/** Header names the portal's server-side helper sends to the loyalty API (SPEC.md section 7). */
export const BUSINESS_ID_HEADER = 'x-business-id';
export const MEMBER_ID_HEADER = 'x-member-id';
/** The browser's host, forwarded by the portal so that the API can resolve the business from it. */
export const FORWARDED_HOST_HEADER = 'x-forwarded-host';
export const REQUEST_ID_HEADER = 'x-request-id';

/** SPEC.md section 5: non-space text, an at sign, non-space text, a dot, non-space text. */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;
/** SPEC.md section 5: optional 1–3 digit country code, then 3, 3 and 4 digits, with ( ) - . or spaces. */
export const PHONE_PATTERN = /^(\+?\d{1,3}[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/;

/** The default locale and the translation fallback locale (SPEC.md section 1). */
export const DEFAULT_LOCALE = 'en';
export const FALLBACK_LOCALE = 'en_US';
/** Languages written right to left; their pages get `dir="rtl"`. */
export const RTL_LANGUAGES = ['ar', 'he', 'fa', 'ur'] as const;

/** The menu entry whose `idTransformed` uses its default name (SPEC.md section 3). */
export const WALLET_PASS_ENTRY_NAME = 'Wallet Pass';

/** The profile-update page the portal serves (relative URL). */
export const PROFILE_UPDATE_PATH = '/member/update-user-profile';

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

/** SPEC.md sections 7 and 9: the API's default page size and tag. */
export const MESSAGE_PAGE_SIZE_DEFAULT = 10;
export const MESSAGE_TAG_DEFAULT = 'inbox';
/** The bell fetches this many and shows the first five. */
export const BELL_FETCH_LIMIT = 50;
export const BELL_SHOWN = 5;

/** The data export form's one error (SPEC.md section 5); an empty address is simply not in the right format. */
export const DATA_EXPORT_EMAIL_INVALID = 'validation.email.not.in.right.format';
