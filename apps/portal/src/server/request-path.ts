import 'server-only';
/**
 * The path and query of the page being rendered, set by src/proxy.ts on document requests: layouts do not
 * get the URL, and the member layout needs it for the sign-in page's callbackUrl.
 */
export const REQUEST_PATH_HEADER = 'x-portal-path';

/** The sign-in page for a visitor who needs a session to see `callbackPath`. */
export function signInRedirectPath(callbackPath: string | null, error = 'SessionRequired'): string {
  const query = new URLSearchParams();
  if (callbackPath) query.set('callbackUrl', callbackPath);
  query.set('error', error);
  return `/auth/signin?${query.toString()}`;
}
