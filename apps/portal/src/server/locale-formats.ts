import 'server-only';
import { formatHundredthsWithShape } from '@/lib/amounts';
import {
  perLocale,
  type LocaleFormats,
  type NumberShape,
  type RelativeTimePattern,
  type RelativeTimeShape,
  type RelativeTimeUnit,
} from '@/lib/locale-formats';
import { formatPastWithShape } from '@/lib/relative-time';

/**
 * Describes a language's number and relative-time formats from Intl (lib/locale-formats.ts says why), and keeps
 * a description only when formatting from it gives exactly Intl's text for every sample: a language whose format
 * the description cannot express gets none, and the browser uses Intl for it.
 */

const NUMBER_SAMPLES = [
  0, 1, 5, 9, 10, 50, 99, 100, 101, 110, 999, 1000, 1234, 9999, 10_000, 12_345, 99_999, 100_000, 123_456,
  999_999, 1_000_000, 1_234_567, 12_345_678, 123_456_789, 1_234_567_890, 98_765_432_101, 123_456_789_012_345,
];
const COUNT_SAMPLES = [
  ...Array.from({ length: 120 }, (_, i) => i),
  200,
  1000,
  1001,
  1234,
  10_000,
  100_000,
  1_000_000,
  1_000_001,
];
const UNITS: RelativeTimeUnit[] = ['second', 'minute', 'hour', 'day', 'month', 'year'];

/** The text before the first and after the last part that `isNumber` picks; undefined when it picks none. */
function textAround<Part extends { type: string; value: string }>(
  parts: Part[],
  isNumber: (part: Part) => boolean,
): [string, string] | undefined {
  const first = parts.findIndex(isNumber);
  if (first === -1) return undefined;
  const last = parts.findLastIndex(isNumber);
  const text = (from: number, to: number) =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join('');
  return [text(0, first), text(last + 1, parts.length)];
}

function describeNumber(locale: string): NumberShape | undefined {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const digits = Array.from({ length: 10 }, (_, digit) => format.format(digit));
  const numeric = (part: { type: string }) => ['integer', 'group', 'decimal', 'fraction'].includes(part.type);
  const around = (value: number) => textAround(format.formatToParts(value), numeric) ?? ['', ''];
  const parts = format.formatToParts(1_234_567_890.25);
  const integers = parts.filter((part) => part.type === 'integer').map((part) => part.value.length);
  const shape: NumberShape = {
    digits,
    group: parts.find((part) => part.type === 'group')?.value ?? '',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    primaryGroup: integers.at(-1) ?? 3,
    secondaryGroup: integers.length > 2 ? (integers.at(-2) ?? 3) : (integers.at(-1) ?? 3),
    minimumGrouping: format.formatToParts(1234).some((part) => part.type === 'group') ? 1 : 2,
    positive: around(1234.5),
    negative: around(-1234.5),
  };
  const samples = NUMBER_SAMPLES.flatMap((n) => [n, n + 1, n + 25, n + 50, -n, -(n + 7)]);
  return samples.every(
    (hundredths) => formatHundredthsWithShape(shape, hundredths) === format.format(hundredths / 100),
  )
    ? shape
    : undefined;
}

function describeRelativeTime(locale: string, number: NumberShape): RelativeTimeShape | undefined {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  const plural = new Intl.PluralRules(locale);
  const shape = {} as RelativeTimeShape;
  for (const unit of UNITS) {
    const patterns: Partial<Record<Intl.LDMLPluralRule, RelativeTimePattern>> = {};
    for (const category of plural.resolvedOptions().pluralCategories) {
      const sample = COUNT_SAMPLES.find((count) => plural.select(count) === category);
      if (sample === undefined) continue;
      const parts = format.formatToParts(-sample, unit);
      patterns[category] =
        textAround(parts, (part) => part.type !== 'literal') ?? parts.map((part) => part.value).join('');
    }
    shape[unit] = patterns;
  }
  const formats: LocaleFormats = { locale, number, relativeTime: shape };
  const matches = UNITS.every((unit) =>
    COUNT_SAMPLES.every(
      (count) =>
        formatPastWithShape(formats, count, unit, (n) => plural.select(n)) === format.format(-count, unit),
    ),
  );
  return matches ? shape : undefined;
}

/** A language's formats for the browser (cached: a few languages per installation, each described once). */
export const describeLocaleFormats = perLocale((locale): LocaleFormats => {
  try {
    const number = describeNumber(locale);
    if (number) return { locale, number, relativeTime: describeRelativeTime(locale, number) };
  } catch {
    // An unusable tag: no description, Intl decides in the browser as before.
  }
  return { locale };
});
