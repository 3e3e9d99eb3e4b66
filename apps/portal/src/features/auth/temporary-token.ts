/**
 * Temporary-token sign-in links: `?temporarytoken=…` on any page signs the member in.
 * The parameter name matches case-insensitively; removing it from the URL leaves `tempTokenLogout=true`
 * behind, so that signing out later returns to `/` rather than to the sign-in page.
 */
const TEMPORARY_TOKEN_PARAM = 'temporarytoken';
const TEMP_TOKEN_LOGOUT_PARAM = 'tempTokenLogout';

const isTokenParam = (name: string) => name.toLowerCase() === TEMPORARY_TOKEN_PARAM;

export function hasTemporaryToken(search: string): boolean {
  return [...new URLSearchParams(search).keys()].some(isTokenParam);
}

export interface TakenToken {
  /** The first non-empty token, or null when the URL had none. */
  token: string | null;
  /** The query without any temporary-token parameter (with `?`, or '' when empty). */
  search: string;
}

/** Takes the temporary token out of a query string. */
export function takeTemporaryToken(search: string): TakenToken {
  const params = new URLSearchParams(search);
  let token: string | null = null;
  let removed = false;
  for (const [name, value] of [...params.entries()]) {
    if (!isTokenParam(name)) continue;
    removed = true;
    params.delete(name);
    if (!token && value.trim()) token = value.trim();
  }
  if (removed) params.set(TEMP_TOKEN_LOGOUT_PARAM, 'true');
  const rest = params.toString();
  return { token, search: rest ? `?${rest}` : '' };
}

/** Where sign-out leads: home after a temporary-token visit, else the sign-in page. */
export function signOutTarget(search: string): '/' | '/auth/signin' {
  const params = new URLSearchParams(search);
  return hasTemporaryToken(search) || params.has(TEMP_TOKEN_LOGOUT_PARAM) ? '/' : '/auth/signin';
}
