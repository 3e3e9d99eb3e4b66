/** The `SelectedCountry` cookie: the country a visitor picked for phone numbers, kept a year. */
const SELECTED_COUNTRY_COOKIE = 'SelectedCountry';
const ONE_YEAR_SECONDS = 31_536_000;

export interface SelectedCountry {
  code: string;
  name: string;
  phonePrefix: string;
}

/** The picked country's code from a cookie header, when it is one of `allowed`; else undefined. */
export function readSelectedCountry(cookieHeader: string, allowed: string[]): string | undefined {
  const entry = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SELECTED_COUNTRY_COOKIE}=`));
  if (!entry) return undefined;
  try {
    const value = JSON.parse(decodeURIComponent(entry.slice(SELECTED_COUNTRY_COOKIE.length + 1))) as unknown;
    const code = (value as { code?: unknown } | null)?.code;
    return typeof code === 'string' && allowed.includes(code) ? code : undefined;
  } catch {
    return undefined;
  }
}

export function selectedCountryCookie(country: SelectedCountry, secure: boolean): string {
  const value = encodeURIComponent(JSON.stringify(country));
  return `${SELECTED_COUNTRY_COOKIE}=${value}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
