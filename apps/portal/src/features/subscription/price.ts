import type { SubscriptionInterval } from '@loyalty/contract';

/** A plan's price in hundredths as the member reads it, in their language's number format ("$4.99", "‏29.00 ₪"). */
export function formatPrice(hundredths: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(hundredths / 100);
  } catch {
    return `${(hundredths / 100).toFixed(2)} ${currency}`;
  }
}

/** The translation key of "per month" / "per year". */
export const intervalKey = (interval: SubscriptionInterval) =>
  interval === 'month' ? 'subscription.per.month' : 'subscription.per.year';

/** The message key of a refused membership call (an RTK Query error), to translate. */
export function subscriptionErrorKey(error: unknown): string {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = (error as { data?: unknown }).data;
    if (data && typeof data === 'object' && 'message' in data) {
      const message = (data as { message?: unknown }).message;
      if (typeof message === 'string' && /^(subscription|payments)\.|^general\.rate\.limited$/.test(message))
        return message;
    }
  }
  return 'general.error';
}
