/**
 * Numbers and relative times in the member's language without Intl in the browser. A page's first
 * `Intl.NumberFormat` (or RelativeTimeFormat) loads the language's ICU data: 15–50 ms on this machine's Chromium,
 * four times that on a mid-range phone, inside the task that hydrates the page. So the server, where Intl is
 * warm, describes the language's number and relative-time formats once (server/locale-formats.ts, checked there
 * against Intl itself) and sends the description with the page's texts; these functions format from it, on the
 * server and in the browser alike, so both render the same text. A language without a description (it could not
 * be described, or the page loaded without the server's texts) is formatted by Intl, as before.
 */

/** How a language writes a decimal number: its digits, separators, grouping and signs. */
export interface NumberShape {
  /** The ten digits, 0 to 9. */
  digits: string[];
  group: string;
  decimal: string;
  /** Digits in the group nearest the decimal point (3), and in the others (3; 2 in Hindi). */
  primaryGroup: number;
  secondaryGroup: number;
  /** 2 when a four-digit number is not grouped (Spanish "1234" but "12.345"). */
  minimumGrouping: number;
  /** Text before and after a positive and a negative number (a minus sign, bidi marks). */
  positive: [prefix: string, suffix: string];
  negative: [prefix: string, suffix: string];
}

/** One relative-time text per plural form: a fixed text, or the text around the number. */
export type RelativeTimePattern = string | [prefix: string, suffix: string];

export type RelativeTimeUnit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';

/** "3 days ago" in a language: per unit, per plural form (Intl.PluralRules' names), the past tense's pattern. */
export type RelativeTimeShape = Record<
  RelativeTimeUnit,
  Partial<Record<Intl.LDMLPluralRule, RelativeTimePattern>>
>;

export interface LocaleFormats {
  /** The BCP 47 tag the description is for. */
  locale: string;
  number?: NumberShape;
  relativeTime?: RelativeTimeShape;
}

// A handful of languages per installation; the bound only keeps a stream of odd tags from growing it.
const MAX_REMEMBERED = 64;
const remembered = new Map<string, LocaleFormats>();

/** Makes a language's description the one the format functions use (the app's providers call it). */
export function rememberLocaleFormats(formats: LocaleFormats): void {
  if (remembered.get(formats.locale) === formats) return;
  if (remembered.size >= MAX_REMEMBERED) remembered.clear();
  remembered.set(formats.locale, formats);
}

const intlFormats = new Map<string, Intl.NumberFormat>();

function intlNumberFormat(locale: string): Intl.NumberFormat {
  let format = intlFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    if (intlFormats.size >= MAX_REMEMBERED) intlFormats.clear();
    intlFormats.set(locale, format);
  }
  return format;
}

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
  const shape = remembered.get(locale)?.number;
  return (
    (shape && formatHundredthsWithShape(shape, hundredths)) ??
    intlNumberFormat(locale).format(hundredths / 100)
  );
}

/** "3 days ago" from a shape, with the count's plural form from `plural`; undefined where the shape lacks it. */
export function formatPastWithShape(
  formats: LocaleFormats,
  amount: number,
  unit: RelativeTimeUnit,
  plural: (count: number) => Intl.LDMLPluralRule,
): string | undefined {
  const pattern = formats.relativeTime?.[unit][plural(amount)];
  if (pattern === undefined) return undefined;
  if (typeof pattern === 'string') return pattern;
  const number = formats.number && formatHundredthsWithShape(formats.number, amount * 100);
  return number === undefined ? undefined : pattern[0] + number + pattern[1];
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** "3 days ago" in the language: from its description where there is one, else Intl.RelativeTimeFormat. */
export function formatPast(amount: number, unit: RelativeTimeUnit, locale: string): string {
  const formats = remembered.get(locale);
  if (formats) {
    // Plural rules carry no ICU locale data worth the name: a fraction of a millisecond on first use.
    let rules = pluralRules.get(locale);
    if (!rules) {
      rules = new Intl.PluralRules(locale);
      if (pluralRules.size >= MAX_REMEMBERED) pluralRules.clear();
      pluralRules.set(locale, rules);
    }
    const plural = rules;
    const text = formatPastWithShape(formats, amount, unit, (count) => plural.select(count));
    if (text !== undefined) return text;
  }
  return new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(-amount, unit);
}
