import 'server-only';
/**
 * The session cookie's names and chunks, without decoding: light enough for src/proxy.ts.
 */

const SESSION_COOKIE_BASE_NAME = 'next-auth.session-token';
const SECURE_COOKIE_PREFIX = '__Secure-';

/** next-auth's own naming: `__Secure-` (which browsers only accept from https pages) when served over https. */
export function sessionCookieName(useSecureCookies: boolean): string {
  return `${useSecureCookies ? SECURE_COOKIE_PREFIX : ''}${SESSION_COOKIE_BASE_NAME}`;
}

export interface CookieSource {
  getAll(): { name: string; value: string }[];
}

/**
 * The cookie's value, joined from next-auth's chunks (`name.0`, `name.1`, … when the token is longer
 * than its 3933-character chunk size), or null when there is none.
 */
export function sessionCookieValue(cookies: CookieSource, name: string): string | null {
  const chunkIndex = (cookieName: string): number | null => {
    if (cookieName === name) return 0;
    const suffix = cookieName.startsWith(`${name}.`) ? cookieName.slice(name.length + 1) : '';
    return /^\d+$/.test(suffix) ? Number(suffix) : null;
  };
  const value = cookies
    .getAll()
    .map((cookie) => ({ index: chunkIndex(cookie.name), value: cookie.value }))
    .filter((part): part is { index: number; value: string } => part.index !== null)
    .sort((a, b) => a.index - b.index)
    .map((part) => part.value)
    .join('');
  return value || null;
}

/**
 * The session cookie's value under either name: the one this deployment writes first, then the other (a
 * portal moved between http and https, or behind a proxy that terminates TLS, meets both).
 */
export function sessionCookieValueUnderEitherName(
  cookies: CookieSource,
  useSecureCookies: boolean,
): string | null {
  return (
    sessionCookieValue(cookies, sessionCookieName(useSecureCookies)) ??
    sessionCookieValue(cookies, sessionCookieName(!useSecureCookies))
  );
}

/** Whether a request carries a session cookie at all (no decoding): the proxy's optimistic check. */
export function hasSessionCookie(cookies: CookieSource): boolean {
  return cookies
    .getAll()
    .some((cookie) => cookie.name.replace(SECURE_COOKIE_PREFIX, '').startsWith(SESSION_COOKIE_BASE_NAME));
}
