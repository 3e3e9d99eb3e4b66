import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatBalance, formatHundredths, formatTransactionAmount } from '@/lib/amounts';
import { rememberLocaleFormats, type RelativeTimeUnit } from '@/lib/locale-formats';
import { formatPast } from '@/lib/relative-time';
import { describeLocaleFormats } from './locale-formats';

// The demo languages, and others whose numbers differ: grouping (hi, es), digits (ar-EG, fa, bn), signs (fa).
const LOCALES = [
  'en',
  'en-US',
  'es',
  'ar',
  'he',
  'fr',
  'de',
  'de-CH',
  'hi',
  'fa',
  'ar-EG',
  'bn',
  'ja',
  'ru',
  'pt-BR',
  'sv',
];
const UNITS: RelativeTimeUnit[] = ['second', 'minute', 'hour', 'day', 'month', 'year'];

afterEach(() => vi.restoreAllMocks());

describe('describeLocaleFormats', () => {
  it.each(LOCALES)('describes %s so that amounts format exactly as Intl does', (locale) => {
    const formats = describeLocaleFormats(locale);
    expect(formats.number).toBeDefined();
    rememberLocaleFormats(formats);
    const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (hundredths) => {
        expect(formatHundredths(hundredths, locale)).toBe(intl.format(hundredths / 100));
      }),
      { numRuns: 300 },
    );
  });

  it.each(LOCALES)('describes past times in %s as Intl.RelativeTimeFormat writes them', (locale) => {
    const formats = describeLocaleFormats(locale);
    expect(formats.relativeTime).toBeDefined();
    rememberLocaleFormats(formats);
    const intl = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
    for (const unit of UNITS)
      for (const count of [0, 1, 2, 3, 5, 11, 21, 44, 100, 101, 1000, 2345])
        expect(formatPast(count, unit, locale)).toBe(intl.format(-count, unit));
  });

  it('formats without Intl once a language is remembered (the browser loads no ICU data for it)', () => {
    const formats = describeLocaleFormats('he');
    rememberLocaleFormats(formats);
    const twoDaysAgo = new Intl.RelativeTimeFormat('he').format(-2, 'day');
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const relativeTimeFormat = vi.spyOn(Intl, 'RelativeTimeFormat');
    expect(formatBalance(123_456_78, 'he')).toBe('123,456.78');
    expect(formatTransactionAmount(-250, 'he')).toBe('-2.5');
    expect(formatPast(2, 'day', 'he')).toBe(twoDaysAgo);
    expect(numberFormat).not.toHaveBeenCalled();
    expect(relativeTimeFormat).not.toHaveBeenCalled();
  });

  it('leaves a language it cannot describe, and one never remembered, to Intl', () => {
    expect(describeLocaleFormats('not a locale!')).toEqual({ locale: 'not a locale!' });
    expect(formatHundredths(123_456, 'it')).toBe(
      new Intl.NumberFormat('it', { maximumFractionDigits: 2 }).format(1234.56),
    );
    expect(formatPast(3, 'hour', 'it')).toBe(new Intl.RelativeTimeFormat('it').format(-3, 'hour'));
  });

  it('leaves fractions of a hundredth to Intl, which rounds them', () => {
    rememberLocaleFormats(describeLocaleFormats('en'));
    expect(formatHundredths(12.5, 'en')).toBe(
      new Intl.NumberFormat('en', { maximumFractionDigits: 2 }).format(0.125),
    );
  });
});
