import { describe, expect, it } from 'vitest';
import { acceptedCategories, consentAllows, consentGrantedExternally } from './consent';

const cookie = (categories: string[]) =>
  `SelectedLanguage=x; cc_cookie=${encodeURIComponent(JSON.stringify({ categories, revision: 0 }))}; other=1`;

describe('consent', () => {
  it('reads the accepted categories from cc_cookie', () => {
    expect(acceptedCategories(cookie(['necessary', 'analytics']))).toEqual(['necessary', 'analytics']);
    expect(acceptedCategories('cc_cookie=not-json')).toEqual([]);
    expect(acceptedCategories('')).toEqual([]);
  });

  it('allows analytics only after consent; necessary always', () => {
    expect(consentAllows('analytics', '')).toBe(false);
    expect(consentAllows('analytics', cookie(['necessary']))).toBe(false);
    expect(consentAllows('analytics', cookie(['necessary', 'analytics']))).toBe(true);
    expect(consentAllows('necessary', '')).toBe(true);
  });

  it('knows both spellings of the external grant', () => {
    expect(consentGrantedExternally('?cookieConsentGrantedExternaly=true')).toBe(true);
    expect(consentGrantedExternally('?a=1&cookieConsentGrantedExternally=TRUE')).toBe(true);
    expect(consentGrantedExternally('?cookieConsentGrantedExternally=false')).toBe(false);
    expect(consentGrantedExternally('')).toBe(false);
  });
});
