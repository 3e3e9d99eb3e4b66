/**
 * The contract's plain constants, free of zod: browser code imports them from `@loyalty/contract/constants`
 * so that a constant does not pull the schema library into the pages' first-load JavaScript. The
 * package's index re-exports all of them for server code.
 */

export { GENERAL_ERROR_KEY } from './general-error';
export {
  apiKeyMessageKeys,
  campaignMessageKeys,
  subscriptionMessageKeys,
  errorCodes,
  formMessageKeys,
  ledgerAdminMessageKeys,
  ledgerMessageKeys,
  messageKeys,
  walletMessageKeys,
  pushMessageKeys,
  type ErrorCode,
  type MessageKey,
} from './errors';

/** Length, lifetime and tries of a one-time sign-in code; seconds before the same identifier may ask again. */
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 600;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_SECONDS = 30;

/** Header names the portal's server-side helper sends to the loyalty API. */
export const BUSINESS_ID_HEADER = 'x-business-id';
export const MEMBER_ID_HEADER = 'x-member-id';
/** The browser's host, forwarded by the portal so that the API can resolve the business from it. */
export const FORWARDED_HOST_HEADER = 'x-forwarded-host';
export const REQUEST_ID_HEADER = 'x-request-id';
/**
 * On every answer of a business or member route: the business's configuration version, the same on every API
 * instance and new with every change, so that the portal can tell whether what it keeps of the business is current.
 */
export const BUSINESS_VERSION_HEADER = 'x-business-version';

/** Non-space text, an at sign, non-space text, a dot, non-space text. */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;
/** Optional 1–3 digit country code, then 3, 3 and 4 digits, with ( ) - . or spaces. */
export const PHONE_PATTERN = /^(\+?\d{1,3}[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/;

/** The default locale and the translation fallback locale. */
export const DEFAULT_LOCALE = 'en';
export const FALLBACK_LOCALE = 'en_US';
/** Languages written right to left; their pages get `dir="rtl"`. */
export const RTL_LANGUAGES = ['ar', 'he', 'fa', 'ur'] as const;

/** The menu entry whose `idTransformed` uses its default name. */
export const WALLET_PASS_ENTRY_NAME = 'Wallet Pass';

/** The profile-update page the portal serves (relative URL). */
export const PROFILE_UPDATE_PATH = '/member/update-user-profile';

/** The API's default page size and tag. */
export const MESSAGE_PAGE_SIZE_DEFAULT = 10;
export const MESSAGE_TAG_DEFAULT = 'inbox';
/** The bell fetches this many and shows the first five. */
export const BELL_FETCH_LIMIT = 50;
export const BELL_SHOWN = 5;

/** The data export form's one error; an empty address is simply not in the right format. */
export const DATA_EXPORT_EMAIL_INVALID = 'validation.email.not.in.right.format';

/** Web push and the install prompt, as the portal's toasts and local storage use them. */
export const PUSH_TOAST_DURATION_MS = 15_000;
/** The push permission toast waits this long after the page is usable. */
export const PUSH_TOAST_DELAY_MS = 15_000;
/** The install toast is offered again at most this often (`lastAskedToDownload`). */
export const INSTALL_PROMPT_INTERVAL_DAYS = 30;
/** After the push toast is done, a member waits this long for the install toast; the iOS variant closes after it. */
export const INSTALL_PROMPT_DELAY_MS = 15_000;
export const PUSH_SERVICE_WORKER_PATH = '/firebase-messaging-sw-generated.js';
/** Where a push notification leads. */
export const PUSH_INBOX_PATH = '/member/inbox';
export const pushStorageKeys = {
  memberPushData: 'memberPushData',
  permissionToastDone: 'webPushPermissionToastDone',
  userGesturePromptRejected: 'webPushUserGesturePromptRejected',
  lastAskedToDownload: 'lastAskedToDownload',
} as const;
/** Checkouts a member may start per hour (each one is a provider session). */
export const SUBSCRIPTION_CHECKOUTS_PER_HOUR = 10;
