import { describe, expect, it } from 'vitest';
import { readSelectedCountry, selectedCountryCookie } from './selected-country';

describe('SelectedCountry cookie', () => {
  it('round-trips a country, and only answers countries the page serves', () => {
    const cookie = selectedCountryCookie({ code: 'IL', name: 'Israel', phonePrefix: '+972' }, false);
    expect(cookie).toMatch(/^SelectedCountry=%7B.*; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    const header = `a=1; ${cookie.split(';')[0]}; b=2`;
    expect(readSelectedCountry(header, ['US', 'IL'])).toBe('IL');
    expect(readSelectedCountry(header, ['US'])).toBeUndefined();
  });

  it('ignores a missing or unreadable cookie', () => {
    expect(readSelectedCountry('', ['US'])).toBeUndefined();
    expect(readSelectedCountry('SelectedCountry=%7Bnot-json', ['US'])).toBeUndefined();
    expect(readSelectedCountry('SelectedCountry=%22US%22', ['US'])).toBeUndefined();
  });
});
