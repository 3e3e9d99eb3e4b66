import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';

describe('createI18n', () => {
  it('is ready at once and looks up flat keys that contain dots and colons', () => {
    const i18n = createI18n('ar', {
      'home.welcome.title': 'مرحبًا بك في {{businessName}}',
      'a:b.c': 'colon',
    });
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('ar');
    expect(i18n.t('home.welcome.title', { businessName: 'Bean & Leaf' })).toBe('مرحبًا بك في Bean & Leaf');
    expect(i18n.t('a:b.c')).toBe('colon');
  });

  it('gives separate instances (one per render tree)', () => {
    const first = createI18n('en', { key: 'one' });
    const second = createI18n('es', { key: 'dos' });
    expect(first.t('key')).toBe('one');
    expect(second.t('key')).toBe('dos');
  });

  it('shows the key for a missing text and uses the fallback language setting', () => {
    const i18n = createI18n('en', {});
    expect(i18n.t('no.such.key')).toBe('no.such.key');
    expect(i18n.options.fallbackLng).toEqual(['en_US']);
  });
});
