import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the shipped texts live: one folder per locale, one JSON file per area of the product. */
export const SHIPPED_LOCALES_DIR = fileURLToPath(new URL('./locales', import.meta.url));

function readTextFile(file: string, label: string): Record<string, string> {
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${label}: expected a JSON object of key → text`);
  }
  const entries = Object.entries(parsed);
  const bad = entries.find(([, value]) => typeof value !== 'string');
  if (bad) throw new Error(`${label}: the value of "${bad[0]}" is not a string`);
  return Object.fromEntries(entries) as Record<string, string>;
}

/**
 * Reads `<dir>/<locale>/<area>.json` (flat key → text) into one map per locale. Areas keep each feature's
 * texts in a file of their own; a key defined by two areas of one locale is refused, naming both files.
 */
export function readShippedTranslations(
  dir: string = SHIPPED_LOCALES_DIR,
): Map<string, Record<string, string>> {
  const result = new Map<string, Record<string, string>>();
  for (const locale of readdirSync(dir).sort()) {
    const localeDir = path.join(dir, locale);
    if (!statSync(localeDir).isDirectory()) continue;
    const texts: Record<string, string> = {};
    const origin = new Map<string, string>();
    for (const file of readdirSync(localeDir).sort()) {
      if (!file.endsWith('.json')) continue;
      const label = `${locale}/${file}`;
      for (const [key, value] of Object.entries(readTextFile(path.join(localeDir, file), label))) {
        const first = origin.get(key);
        if (first) throw new Error(`${label}: "${key}" is already defined in ${first}`);
        origin.set(key, label);
        texts[key] = value;
      }
    }
    result.set(locale, texts);
  }
  return result;
}
