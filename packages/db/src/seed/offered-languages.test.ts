import { describe, expect, it } from 'vitest';
import { SHIPPED_LANGUAGES } from '../seed';
import { demoBusinesses } from './demo-data';
import { readShippedTranslations } from './shipped-translations';

/**
 * A language is offered only with complete texts: every language the portal lists, and every language a demo
 * business offers, translates every English key. `en` is the exception: it falls back to the complete en_US.
 */
describe('offered languages', () => {
  const shipped = readShippedTranslations();
  const english = Object.keys(shipped.get('en_US') ?? {});
  const complete = (code: string) => code === 'en' || code === 'en_US' || shipped.has(code);

  it('ships complete texts for every language the portal lists', () => {
    expect(english.length).toBeGreaterThan(100);
    for (const { code } of SHIPPED_LANGUAGES) {
      expect(complete(code), `${code} has no texts`).toBe(true);
      if (code === 'en') continue;
      const texts = shipped.get(code) ?? {};
      expect(
        english.filter((key) => !texts[key]?.trim()),
        `${code}: missing keys`,
      ).toEqual([]);
    }
  });

  it('offers demo businesses only languages the portal lists', () => {
    const listed = new Set<string>(SHIPPED_LANGUAGES.map(({ code }) => code));
    const offered = demoBusinesses.flatMap((business) =>
      (business.settings.countries ?? []).flatMap((country) => country.languages),
    );
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.filter((code) => !listed.has(code))).toEqual([]);
  });
});
