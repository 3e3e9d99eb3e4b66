import { PHONE_PATTERN, type Country } from '@loyalty/contract';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/** A phone number as landing pages take it: E.164, with the country it belongs to and its abuse prefix. */
export interface ParsedPhone {
  e164: string;
  /** The ISO country libphonenumber places it in; for a number it cannot place, the country of its calling code. */
  country: string | undefined;
  /**
   * The number without its last four digits (`+1212555` of `+12125550123`): the range SMS-pumping runs walk
   * through, and the unit their limit counts by.
   */
  prefix: string;
}

/**
 * Reads what a visitor typed: first the portal's phone pattern, then libphonenumber-js with the picked country
 * (else the page's first country) for a national number. Undefined when it is not a possible number.
 */
export function parseLandingPhone(raw: string, defaultCountry: Country | undefined): ParsedPhone | undefined {
  const trimmed = raw.trim();
  if (!PHONE_PATTERN.test(trimmed)) return undefined;
  const parsed = parsePhoneNumberFromString(trimmed, defaultCountry?.code as CountryCode | undefined);
  if (!parsed || !parsed.isPossible()) return undefined;
  const national = String(parsed.nationalNumber);
  return {
    e164: parsed.number,
    country: parsed.country,
    prefix: `+${parsed.countryCallingCode}${national.slice(0, -4)}`,
  };
}

/**
 * Whether a parsed number belongs to one of the allowed countries: by libphonenumber's country, or, for a number
 * it cannot place (fictional ranges such as 555-01xx), by its calling code.
 */
export function isAllowedPhone(phone: ParsedPhone, allowed: Country[]): boolean {
  if (phone.country) return allowed.some((country) => country.code === phone.country);
  return allowed.some((country) => phone.e164.startsWith(country.phonePrefix));
}
