import { formatDate, toDate } from './dates';
import { formatHundredthsWithShape } from './amounts';
import {
  perLocale,
  rememberedLocaleFormats,
  type LocaleFormats,
  type RelativeTimeUnit,
} from './locale-formats';
import { toBcp47 } from './locale';

/**
 * "5 minutes ago" for past timestamps with the thresholds (the classic moment.js
 * ones), and the absolute DD.MM.YYYY HH:mm:ss for future ones (a clock skew should not read "in 3 s").
 */
const FUTURE_DATE_FORMAT = 'DD.MM.YYYY HH:mm:ss';

type Unit = RelativeTimeUnit;

/** The unit and amount to show for a past duration in seconds. */
export function relativeTimeParts(elapsedSeconds: number): { value: number; unit: Unit } {
  const seconds = Math.round(elapsedSeconds);
  const minutes = Math.round(seconds / 60);
  const hours = Math.round(minutes / 60);
  const days = Math.round(hours / 24);
  const months = Math.round(days / 30.4);
  const years = Math.round(months / 12);

  if (seconds <= 44) return { value: seconds, unit: 'second' };
  if (seconds <= 89) return { value: 1, unit: 'minute' };
  if (minutes <= 44) return { value: minutes, unit: 'minute' };
  if (minutes <= 89) return { value: 1, unit: 'hour' };
  if (hours <= 21) return { value: hours, unit: 'hour' };
  if (hours <= 35) return { value: 1, unit: 'day' };
  if (days <= 25) return { value: days, unit: 'day' };
  if (days <= 45) return { value: 1, unit: 'month' };
  if (months <= 10) return { value: months, unit: 'month' };
  if (months <= 17) return { value: 1, unit: 'year' };
  return { value: years, unit: 'year' };
}

export function formatRelativeTime(
  value: Date | string | number,
  language: string,
  now: Date | number = Date.now(),
): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const elapsedSeconds = (toDate(now).getTime() - date.getTime()) / 1000;
  if (elapsedSeconds < 0) return formatDate(date, FUTURE_DATE_FORMAT);
  const { value: amount, unit } = relativeTimeParts(elapsedSeconds);
  return formatPast(amount, unit, toBcp47(language));
}

/** "3 days ago" from a language's description, the count's plural form from `plural`; undefined where it lacks it. */
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

// Plural rules carry no ICU locale data worth the name: a fraction of a millisecond on first use.
const pluralRules = perLocale((locale) => new Intl.PluralRules(locale));

/**
 * "3 days ago" in the language: from its description where there is one (lib/locale-formats.ts says why), else
 * Intl.RelativeTimeFormat.
 */
export function formatPast(amount: number, unit: RelativeTimeUnit, locale: string): string {
  const formats = rememberedLocaleFormats(locale);
  if (formats) {
    const plural = pluralRules(locale);
    const text = formatPastWithShape(formats, amount, unit, (count) => plural.select(count));
    if (text !== undefined) return text;
  }
  return new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(-amount, unit);
}
