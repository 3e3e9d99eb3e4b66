import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { messageKeys } from '@loyalty/contract';
import { readShippedTranslations } from '@loyalty/db/shipped-translations';

/**
 * The shipped texts (packages/db/src/seed/locales) against the portal's code: every key the UI uses has
 * an English text, and ar, he and es translate every English key with the same placeholders.
 */
const srcDir = fileURLToPath(new URL('..', import.meta.url));

const shipped = readShippedTranslations();
function readLocale(locale: string): Record<string, string> {
  const texts = shipped.get(locale);
  if (!texts) throw new Error(`no shipped texts for ${locale}`);
  return texts;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'api' ? [] : sourceFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [full] : [];
  });
}

/** String literals in components that look like translation keys ("home.welcome.title"). */
/** Dotted strings in the sources that are not texts: next-auth's cross-tab localStorage key. */
const NOT_TEXT_KEYS = new Set(['nextauth.message']);

function keysUsedByComponents(): Set<string> {
  const keys = new Set<string>();
  for (const file of sourceFiles(srcDir)) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/['"`]([a-z]+(?:\.[a-z0-9-]+)+)['"`]/g)) {
      if (match[1] && !NOT_TEXT_KEYS.has(match[1])) keys.add(match[1]);
    }
  }
  return keys;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('shipped translations', () => {
  const english = readLocale('en_US');

  it('has an English text for every key the components use', () => {
    const used = keysUsedByComponents();
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((key) => !(key in english))).toEqual([]);
  });

  it('has an English text for every API message key', () => {
    expect(Object.values(messageKeys).filter((key) => !(key in english))).toEqual([]);
  });

  it.each(['ar', 'he', 'es'])('%s translates every English key, with the same placeholders', (locale) => {
    const translated = readLocale(locale);
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) {
      expect(translated[key]?.trim(), `${locale}: ${key}`).toBeTruthy();
      expect(placeholders(translated[key] ?? ''), `${locale}: ${key}`).toEqual(placeholders(text));
    }
  });

  it('keeps en empty or minimal: en_US is the complete English fallback', () => {
    expect(Object.keys(readLocale('en')).length).toBeLessThanOrEqual(5);
  });
});
