import { describe, expect, it } from 'vitest';
import { isProfileUpdatedMessage, withLanguage } from './profile-frame';

describe('withLanguage', () => {
  it('appends lang to a relative URL and keeps it relative', () => {
    expect(withLanguage('/member/update-user-profile', 'ar')).toBe('/member/update-user-profile?lang=ar');
  });
  it('keeps other parameters and replaces an existing lang', () => {
    expect(withLanguage('https://example.com/p?x=1&lang=en#top', 'he')).toBe(
      'https://example.com/p?x=1&lang=he#top',
    );
  });
});

describe('isProfileUpdatedMessage', () => {
  const origin = 'http://localhost:3400';
  it('accepts our own origin with the profile-updated type', () => {
    expect(isProfileUpdatedMessage({ origin, data: { type: 'profile-updated' } }, origin)).toBe(true);
  });
  it('ignores other origins and other messages', () => {
    expect(
      isProfileUpdatedMessage({ origin: 'https://evil.example', data: { type: 'profile-updated' } }, origin),
    ).toBe(false);
    expect(isProfileUpdatedMessage({ origin, data: 'profile-updated' }, origin)).toBe(false);
    expect(isProfileUpdatedMessage({ origin, data: null }, origin)).toBe(false);
  });
});
