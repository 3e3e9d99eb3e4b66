import { formatHundredths } from './locale-formats';
import { abbreviateNumber } from './numbers';

/**
 * Money and points travel as integers in hundredths; only the display divides by 100,
 * so no rounding error ever reaches the ledger.
 */
export function fromHundredths(hundredths: number): number {
  return hundredths / 100;
}

/** A transaction amount as shown in activity lists: `+12.5` when not negative, `-3` otherwise. */
export function formatTransactionAmount(hundredths: number, locale = 'en'): string {
  return `${hundredths >= 0 ? '+' : '-'}${formatHundredths(Math.abs(hundredths), locale)}`;
}

/** A balance for display: the amount in units, grouped in the member's language. */
export function formatBalance(hundredths: number, locale = 'en'): string {
  return formatHundredths(hundredths, locale);
}

/**
 * A balance where space is short (navigation bar, cards): as `formatBalance` under 1,000, then abbreviated with
 * K, M, B, T and one decimal (123,456.78 → "123.5K").
 */
export function compactBalance(hundredths: number, locale = 'en'): string {
  const value = fromHundredths(hundredths);
  return Math.abs(value) < 1000 ? formatBalance(hundredths, locale) : abbreviateNumber(value);
}

/** The member's balance of a type: the API reports it in the field of the business's balance type. */
export function balanceHundredths(balance: { balance: { monetary: number; nonMonetary: number } }): number {
  return balance.balance.monetary + balance.balance.nonMonetary;
}
