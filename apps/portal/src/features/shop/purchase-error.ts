import { ledgerMessageKeys } from '@loyalty/contract/constants';

/** The refusals a purchase can meet that the member can act on; anything else reads as general.error. */
const shownKeys = new Set<string>([
  ledgerMessageKeys.insufficientBalance,
  ledgerMessageKeys.outOfStock,
  ledgerMessageKeys.itemNotAvailable,
  ledgerMessageKeys.itemNotFound,
  ledgerMessageKeys.idempotencyKeyReused,
  'general.rate.limited',
]);

/** The message key of a failed purchase (an RTK Query error), to translate. */
export function purchaseErrorKey(error: unknown): string {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = (error as { data?: unknown }).data;
    if (data && typeof data === 'object' && 'message' in data) {
      const message = (data as { message?: unknown }).message;
      if (typeof message === 'string' && shownKeys.has(message)) return message;
    }
  }
  return 'general.error';
}

/** Whether trying again with the same key can help (a network failure or a server error), not a refusal. */
export function isRetryable(error: unknown): boolean {
  if (!error || typeof error !== 'object' || !('status' in error)) return true;
  const status = (error as { status: unknown }).status;
  return typeof status !== 'number' || status >= 500 || status === 429;
}
