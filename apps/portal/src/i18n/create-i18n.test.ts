import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';

describe('createI18n', () => {
  it('looks up flat keys that contain dots and colons and interpolates every placeholder', () => {
    const i18n = createI18n('ar', {
      'home.welcome.title': 'مرحبًا بك في {{businessName}}',
      'a:b.c': 'colon',
      twice: '{{ name }} and {{name}}',
    });
    expect(i18n.language).toBe('ar');
    expect(i18n.t('home.welcome.title', { businessName: 'Bean & Leaf' })).toBe('مرحبًا بك في Bean & Leaf');
    expect(i18n.t('a:b.c')).toBe('colon');
    expect(i18n.t('twice', { name: 'Ana' })).toBe('Ana and Ana');
  });

  it('does not escape HTML (React escapes what it renders) and keeps placeholders it has no value for', () => {
    const i18n = createI18n('en', { greet: 'Hi {{name}}, {{missing}}' });
    expect(i18n.t('greet', { name: '<b>' })).toBe('Hi <b>, {{missing}}');
  });

  it('gives separate instances (one per render tree)', () => {
    const first = createI18n('en', { key: 'one' });
    const second = createI18n('es', { key: 'dos' });
    expect(first.t('key')).toBe('one');
    expect(second.t('key')).toBe('dos');
  });

  it('falls back to the default value, then the key; an empty text stays empty', () => {
    const i18n = createI18n('en', { empty: '' });
    expect(i18n.t('no.such.key')).toBe('no.such.key');
    expect(i18n.t('no.such.key', { defaultValue: '{{n}} left', n: 3 })).toBe('3 left');
    expect(i18n.t('empty', { defaultValue: 'x' })).toBe('');
    expect(i18n.exists('empty')).toBe(true);
    expect(i18n.exists('no.such.key')).toBe(false);
  });

  it('never finds keys on the object prototype', () => {
    const i18n = createI18n('en', {});
    expect(i18n.t('constructor')).toBe('constructor');
    expect(i18n.exists('toString')).toBe(false);
  });

  it('chooses plural forms by the language rules when the texts have them, else the plain key', () => {
    const english = createI18n('en_US', {
      left: '{{count}} left',
      left_one: 'one left',
      left_other: '{{count}} left in stock',
      left_zero: 'none left',
    });
    expect(english.t('left', { count: 1 })).toBe('one left');
    expect(english.t('left', { count: 7 })).toBe('7 left in stock');
    expect(english.t('left', { count: 0 })).toBe('none left');

    const arabic = createI18n('ar', {
      items_two: 'عنصران',
      items_few: '{{count}} عناصر',
      items: '{{count}}',
    });
    expect(arabic.t('items', { count: 2 })).toBe('عنصران');
    expect(arabic.t('items', { count: 3 })).toBe('3 عناصر');
    expect(arabic.t('items', { count: 100 })).toBe('100');

    expect(createI18n('en', { plain: '{{count}} items' }).t('plain', { count: 1 })).toBe('1 items');
  });
});
