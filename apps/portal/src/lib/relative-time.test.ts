import { describe, expect, it } from 'vitest';
import { formatRelativeTime, relativeTimeParts } from './relative-time';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relativeTimeParts (thresholds from seconds to years)', () => {
  it.each([
    [0, 0, 'second'],
    [44, 44, 'second'],
    [45, 1, 'minute'],
    [89, 1, 'minute'],
    [90, 2, 'minute'],
    [44 * MINUTE, 44, 'minute'],
    [45 * MINUTE, 1, 'hour'],
    [89 * MINUTE, 1, 'hour'],
    [90 * MINUTE, 2, 'hour'],
    [21 * HOUR, 21, 'hour'],
    [22 * HOUR, 1, 'day'],
    [35 * HOUR, 1, 'day'],
    [36 * HOUR, 2, 'day'],
    [25 * DAY, 25, 'day'],
    [26 * DAY, 1, 'month'],
    [45 * DAY, 1, 'month'],
    [46 * DAY, 2, 'month'],
    [304 * DAY, 10, 'month'],
    [335 * DAY, 1, 'year'],
    [517 * DAY, 1, 'year'],
    [548 * DAY, 2, 'year'],
    [3650 * DAY, 10, 'year'],
  ] as const)('%d s → %d %s', (seconds, value, unit) => {
    expect(relativeTimeParts(seconds)).toEqual({ value, unit });
  });
});

describe('formatRelativeTime', () => {
  const now = new Date(2024, 5, 15, 12, 0, 0);

  it('speaks the member language', () => {
    const fiveMinutesAgo = new Date(now.getTime() - 5 * MINUTE * 1000);
    expect(formatRelativeTime(fiveMinutesAgo, 'en', now)).toBe('5 minutes ago');
    expect(formatRelativeTime(fiveMinutesAgo, 'es', now)).toBe('hace 5 minutos');
    expect(formatRelativeTime(fiveMinutesAgo, 'he', now)).toMatch(/5/);
  });

  it('accepts en_US-style codes and unknown codes', () => {
    const anHourAgo = new Date(now.getTime() - HOUR * 1000);
    expect(formatRelativeTime(anHourAgo, 'en_US', now)).toBe('1 hour ago');
    expect(formatRelativeTime(anHourAgo, '%%', now)).toBe('1 hour ago');
  });

  it('shows future timestamps as DD.MM.YYYY HH:mm:ss', () => {
    expect(formatRelativeTime(new Date(2024, 5, 15, 12, 0, 1), 'en', now)).toBe('15.06.2024 12:00:01');
  });

  it('gives "" for invalid dates', () => {
    expect(formatRelativeTime('nope', 'en', now)).toBe('');
  });
});
