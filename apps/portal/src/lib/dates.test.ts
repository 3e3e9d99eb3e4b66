import { describe, expect, it } from 'vitest';
import { formatDate, wallClockIn } from './dates';

describe('formatDate', () => {
  const date = new Date(2024, 0, 5, 9, 3, 7);

  it('uses dd/MM/yyyy by default', () => {
    expect(formatDate(date)).toBe('05/01/2024');
  });

  it('understands business patterns', () => {
    expect(formatDate(date, 'dd.MM.yyyy')).toBe('05.01.2024');
    expect(formatDate(date, 'MM/dd/yy')).toBe('01/05/24');
    expect(formatDate(date, 'd/M/yyyy H:m:s')).toBe('5/1/2024 9:3:7');
    expect(formatDate(date, 'yyyy-MM-dd HH:mm:ss')).toBe('2024-01-05 09:03:07');
  });

  it('understands the upper-case spelling used for absolute times', () => {
    expect(formatDate(date, 'DD.MM.YYYY HH:mm:ss')).toBe('05.01.2024 09:03:07');
  });

  it('accepts ISO strings and timestamps, and gives "" for invalid dates', () => {
    expect(formatDate(date.toISOString())).toBe('05/01/2024');
    expect(formatDate(date.getTime(), 'yyyy')).toBe('2024');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('wallClockIn', () => {
  const instant = '2026-03-31T22:30:00Z';

  it('reads an instant as the clock of a time zone shows it, across the date line of the zone', () => {
    expect(formatDate(wallClockIn(instant, 'Asia/Jerusalem'), 'dd/MM/yyyy HH:mm')).toBe('01/04/2026 01:30');
    expect(formatDate(wallClockIn(instant, 'America/New_York'), 'dd/MM/yyyy HH:mm')).toBe('31/03/2026 18:30');
    expect(formatDate(wallClockIn(instant, 'UTC'), 'dd/MM/yyyy HH:mm')).toBe('31/03/2026 22:30');
  });

  it('reads an unknown zone as UTC and leaves an invalid date invalid', () => {
    expect(formatDate(wallClockIn(instant, 'Mars/Olympus'), 'dd/MM/yyyy HH:mm')).toBe('31/03/2026 22:30');
    expect(formatDate(wallClockIn('not a date', 'UTC'))).toBe('');
  });
});
