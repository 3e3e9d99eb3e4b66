/**
 * The descriptions of languages' number and relative-time formats, for formatting numbers and relative times in
 * the member's language without Intl in the browser (lib/amounts.ts, lib/relative-time.ts). A page's first
 * `Intl.NumberFormat` (or RelativeTimeFormat) loads the language's ICU data: 15–50 ms on this machine's Chromium,
 * four times that on a mid-range phone, inside the task that hydrates the page. So the server, where Intl is
 * warm, describes the language's number and relative-time formats once (server/locale-formats.ts, checked there
 * against Intl itself) and sends the description with the page's texts; the format functions use it, on the
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

/**
 * `create(locale)` made once per language and kept (a formatter, a description); the bound only keeps a stream of
 * odd tags from growing the cache. A `create` that throws caches nothing.
 */
export function perLocale<T>(create: (locale: string) => T): (locale: string) => T {
  const made = new Map<string, T>();
  return (locale) => {
    if (made.has(locale)) return made.get(locale) as T;
    const value = create(locale);
    if (made.size >= MAX_REMEMBERED) made.clear();
    made.set(locale, value);
    return value;
  };
}

/** The description remembered for a language, if any. */
export function rememberedLocaleFormats(locale: string): LocaleFormats | undefined {
  return remembered.get(locale);
}

/** Makes a language's description the one the format functions use (the app's providers call it). */
export function rememberLocaleFormats(formats: LocaleFormats): void {
  if (remembered.get(formats.locale) === formats) return;
  if (remembered.size >= MAX_REMEMBERED) remembered.clear();
  remembered.set(formats.locale, formats);
}
