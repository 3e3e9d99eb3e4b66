import type { Country, CountryRegionInfo } from '@loyalty/contract';
import type { DatabaseExecutor } from '@loyalty/db';
import { getBusinessProfile } from '../businesses/businesses.service';

export interface CountryHints {
  /** A trusted edge's country header (`cf-ipcountry`, `x-country-code`). */
  edgeCountry?: string;
  acceptLanguage?: string;
}

// Cloudflare's "unknown" and "Tor" markers are not countries.
const NOT_COUNTRIES = new Set(['XX', 'T1']);

function asCountryCode(value: string | undefined): string | null {
  const code = value?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) && !NOT_COUNTRIES.has(code) ? code : null;
}

/** The region of the most preferred Accept-Language tag that has one: `he-IL,he;q=0.9` → `IL`. */
export function regionFromAcceptLanguage(header: string | undefined): string | null {
  if (!header) return null;
  const tags = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of tags) {
    const region = tag
      .split(/[-_]/)
      .slice(1)
      .find((subtag) => /^[A-Za-z]{2}$/.test(subtag));
    if (region) return region.toUpperCase();
  }
  return null;
}

function detectCountry(hints: CountryHints): string | null {
  return asCountryCode(hints.edgeCountry) ?? regionFromAcceptLanguage(hints.acceptLanguage);
}

function chooseCountry(countries: Country[], detected: string | null): Country {
  const chosen =
    countries.find((country) => country.code === detected) ??
    countries.find((country) => country.defaultCountry) ??
    countries[0];
  // The settings schema requires at least one country, so this only guards against a corrupt row.
  if (!chosen) throw new Error('business has no countries');
  return chosen;
}

export async function getCountryRegionInfo(
  db: DatabaseExecutor,
  businessId: string,
  hints: CountryHints,
): Promise<CountryRegionInfo> {
  const { settings } = await getBusinessProfile(db, businessId);
  const detectedCountryCode = detectCountry(hints);
  return {
    detectedCountryCode,
    country: chooseCountry(settings.countries, detectedCountryCode),
    countries: settings.countries,
  };
}
