import { MEMBER_PATH_PREFIX } from '@loyalty/contract/portal-paths/public';

/**
 * A member call the API refused because the session ended (signed out on another device, "sign out everywhere",
 * the admin, account deletion): the browser goes to sign-in, which drops the dead cookie (SessionRequired) and
 * brings the member back afterwards.
 */
const SESSION_REFUSALS = new Set(['auth.session.revoked', 'auth.unauthorized']);

export function isEndedSession(url: string, status: unknown, data: unknown): boolean {
  if (status !== 401 || !url.startsWith(MEMBER_PATH_PREFIX)) return false;
  const message = typeof data === 'object' && data !== null ? (data as { message?: unknown }).message : null;
  return typeof message === 'string' && SESSION_REFUSALS.has(message);
}

/** Sign-in, told the session is gone, coming back to `currentPath`. */
export function signInAgainPath(currentPath: string): string {
  return `/auth/signin?error=SessionRequired&callbackUrl=${encodeURIComponent(currentPath)}`;
}
