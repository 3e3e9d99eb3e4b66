import { perLocale, rememberedLocaleFormats, type NumberShape } from './locale-formats';
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

const intlNumberFormat = perLocale((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }));

/** Groups a string of integer digits (ASCII) as the shape says. */
function groupDigits(shape: NumberShape, integer: string): string {
  if (integer.length < shape.primaryGroup + shape.minimumGrouping) return integer;
  const groups = [integer.slice(-shape.primaryGroup)];
  let rest = integer.slice(0, -shape.primaryGroup);
  while (rest.length > shape.secondaryGroup) {
    groups.unshift(rest.slice(-shape.secondaryGroup));
    rest = rest.slice(0, -shape.secondaryGroup);
  }
  if (rest) groups.unshift(rest);
  return groups.join('\u0000');
}

/**
 * An amount in hundredths (an integer) as the shape writes it with at most two decimals: 123456 → "1,234.56",
 * 1200 → "12". Undefined where the shape does not apply (a fraction of a hundredth, or too large to be exact).
 */
export function formatHundredthsWithShape(shape: NumberShape, hundredths: number): string | undefined {
  if (!Number.isSafeInteger(hundredths)) return undefined;
  const negative = hundredths < 0 || Object.is(hundredths, -0);
  const magnitude = Math.abs(hundredths);
  const integer = String(Math.floor(magnitude / 100));
  const fraction = String(magnitude % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  const ascii = groupDigits(shape, integer) + (fraction ? `\u0001${fraction}` : '');
  let text = '';
  for (const char of ascii) {
    if (char === '\u0000') text += shape.group;
    else if (char === '\u0001') text += shape.decimal;
    else text += shape.digits[char.charCodeAt(0) - 48];
  }
  const [prefix, suffix] = negative ? shape.negative : shape.positive;
  return prefix + text + suffix;
}

/** An amount in hundredths in the language's number format, at most two decimals (Intl's `maximumFractionDigits: 2`). */
export function formatHundredths(hundredths: number, locale: string): string {
  const shape = rememberedLocaleFormats(locale)?.number;
  return (
    (shape && formatHundredthsWithShape(shape, hundredths)) ??
    intlNumberFormat(locale).format(hundredths / 100)
  );
}
