import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

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
