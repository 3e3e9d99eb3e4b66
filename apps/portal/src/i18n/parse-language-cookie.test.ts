import { describe, expect, it } from 'vitest';
import { parseLanguageCookie } from './parse-language-cookie';
import { serializeLanguageCookie } from './language-cookie';

describe('parseLanguageCookie', () => {
  it('reads the JSON the portal writes, plain or URI-encoded', () => {
    const json = JSON.stringify({ name: 'العربية', code: 'ar', direction: 'rtl' });
    const expected = { language: { name: 'العربية', code: 'ar', direction: 'rtl' }, malformed: false };
    expect(parseLanguageCookie(json)).toEqual(expected);
    expect(parseLanguageCookie(encodeURIComponent(json))).toEqual(expected);
  });

  it('round-trips what serializeLanguageCookie stores', () => {
    const assignment = serializeLanguageCookie({ name: 'Español', code: 'es', direction: 'ltr' }, false);
    const value = assignment.slice('SelectedLanguage='.length, assignment.indexOf(';'));
    expect(parseLanguageCookie(value).language).toEqual({ name: 'Español', code: 'es', direction: 'ltr' });
  });

  it('uses a value that is not JSON as the code, flagged as malformed', () => {
    expect(parseLanguageCookie('he')).toEqual({ language: { code: 'he' }, malformed: true });
    expect(parseLanguageCookie('en_US')).toEqual({ language: { code: 'en_US' }, malformed: true });
    expect(parseLanguageCookie('"es"')).toEqual({ language: { code: 'es' }, malformed: true });
  });

  it('ignores values that do not give a locale code', () => {
    expect(parseLanguageCookie('{bad json')).toEqual({ language: null, malformed: true });
    expect(parseLanguageCookie('../../v1/admin')).toEqual({ language: null, malformed: true });
    expect(parseLanguageCookie(JSON.stringify({ name: 'x', code: 'not a code' }))).toEqual({
      language: null,
      malformed: true,
    });
  });

  it('drops fields of the wrong shape but keeps the code', () => {
    expect(parseLanguageCookie(JSON.stringify({ code: 'he', direction: 'sideways', name: 7 }))).toEqual({
      language: { code: 'he', name: undefined, direction: undefined },
      malformed: false,
    });
  });

  it('treats a missing cookie as no choice', () => {
    expect(parseLanguageCookie(undefined)).toEqual({ language: null, malformed: false });
    expect(parseLanguageCookie('')).toEqual({ language: null, malformed: false });
  });
});

describe('serializeLanguageCookie', () => {
  it('stores JSON for a year on the whole site', () => {
    const assignment = serializeLanguageCookie({ name: 'English', code: 'en', direction: 'ltr' }, true);
    expect(assignment).toBe(
      `SelectedLanguage=${encodeURIComponent('{"name":"English","code":"en","direction":"ltr"}')}; path=/; max-age=31536000; SameSite=Lax; Secure`,
    );
    expect(serializeLanguageCookie({ name: 'English', code: 'en', direction: 'ltr' }, false)).not.toContain(
      'Secure',
    );
  });
});
