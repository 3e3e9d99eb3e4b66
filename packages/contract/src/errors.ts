import type { apiKeyMessageKeys } from './message-keys/api-key';
import type { campaignMessageKeys } from './message-keys/campaign';
import type { messageKeys } from './message-keys/core';
import type { FormMessageKey } from './message-keys/form';
import type { ledgerAdminMessageKeys, ledgerMessageKeys } from './message-keys/ledger';
import type { pushMessageKeys } from './message-keys/push';
import type { subscriptionMessageKeys } from './message-keys/subscription';
import type { walletMessageKeys } from './message-keys/wallet';

/**
 * Every API error is `{ code, message }`: `code` is a stable machine code, `message` a translation key
 * the portal looks up. Validation errors add the failing fields.
 *
 * Zod-free, so that browser code can import the keys (`@loyalty/contract/constants` re-exports them). Each area's
 * keys are a module of their own (message-keys/): the bundler keeps a module's keys whole, so a page that shows
 * sign-in errors does not carry the shop's, the wallet's or the forms' keys.
 */
export { errorCodes, messageKeys, type ErrorCode } from './message-keys/core';
export { ledgerMessageKeys, ledgerAdminMessageKeys } from './message-keys/ledger';
export { campaignMessageKeys } from './message-keys/campaign';
export { walletMessageKeys } from './message-keys/wallet';
export { pushMessageKeys } from './message-keys/push';
export { subscriptionMessageKeys } from './message-keys/subscription';
export { formMessageKeys, type FormMessageKey } from './message-keys/form';
export { apiKeyMessageKeys } from './message-keys/api-key';

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
