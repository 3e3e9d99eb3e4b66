import { afterEach, describe, expect, it, vi } from 'vitest';
import { birthdaySchema, earliestBirthday, latestBirthday } from './birthday';

const messageOf = (text: string) => {
  const result = birthdaySchema.safeParse(text);
  return result.success ? null : result.error.issues.map((issue) => issue.message);
};

describe('birthday', () => {
  afterEach(() => vi.useRealTimers());

  it('takes a real past date written YYYY-MM-DD', () => {
    expect(messageOf('1990-05-17')).toBeNull();
    expect(birthdaySchema.parse(' 2000-02-29 ')).toBe('2000-02-29');
  });

  it('refuses other spellings and dates that do not exist, with one message', () => {
    for (const text of ['', '17/05/1990', '1990-5-17', '1990-02-30', '2001-02-29'])
      expect(messageOf(text)).toEqual(['validation.birthday.not.in.right.format']);
  });

  it('refuses the future, but takes today in the earliest time zone', () => {
    vi.useFakeTimers({ now: new Date('2026-03-10T12:00:00Z') });
    expect(latestBirthday()).toBe('2026-03-11');
    expect(messageOf('2026-03-11')).toBeNull();
    expect(messageOf('2026-03-12')).toEqual(['validation.birthday.future']);
  });

  it('refuses more than 120 years ago', () => {
    vi.useFakeTimers({ now: new Date('2026-03-10T12:00:00Z') });
    expect(earliestBirthday()).toBe('1906-03-10');
    expect(messageOf('1906-03-10')).toBeNull();
    expect(messageOf('1906-03-09')).toEqual(['validation.birthday.implausible']);
  });
});
