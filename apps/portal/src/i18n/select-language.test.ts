import { describe, expect, it } from 'vitest';
import { directionOf } from './direction';
import { selectLanguage } from './select-language';

const northwind = { defaultLanguage: { code: 'he', name: 'עברית', direction: 'rtl' as const } };
const beanLeaf = { defaultLanguage: { code: 'en', name: 'English', direction: 'ltr' as const } };

describe('selectLanguage', () => {
  it('prefers the cookie', () => {
    expect(selectLanguage({ code: 'es', name: 'Español', direction: 'ltr' }, northwind)).toEqual({
      code: 'es',
      name: 'Español',
      direction: 'ltr',
    });
  });

  it('falls back to the business default, then to en', () => {
    expect(selectLanguage(null, northwind)).toEqual(northwind.defaultLanguage);
    expect(selectLanguage(null, null)).toEqual({ code: 'en', name: 'English', direction: 'ltr' });
  });

  it('completes a bare cookie code from the business default or the code itself', () => {
    expect(selectLanguage({ code: 'he' }, northwind)).toEqual(northwind.defaultLanguage);
    expect(selectLanguage({ code: 'ar' }, beanLeaf)).toEqual({ code: 'ar', name: 'ar', direction: 'rtl' });
  });

  it('never lets a cookie make an RTL language left to right', () => {
    expect(selectLanguage({ code: 'ar', name: 'Arabic', direction: 'ltr' }, beanLeaf).direction).toBe('rtl');
  });
});

describe('directionOf', () => {
  it('is rtl for ar, he, fa and ur in any region', () => {
    for (const code of ['ar', 'he', 'fa', 'ur', 'ar_EG', 'he-IL']) expect(directionOf(code)).toBe('rtl');
  });

  it("is otherwise the language's own direction, else ltr", () => {
    expect(directionOf('en')).toBe('ltr');
    expect(directionOf('es', 'ltr')).toBe('ltr');
    expect(directionOf('yi', 'rtl')).toBe('rtl');
  });
});
