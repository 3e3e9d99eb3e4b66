/*
 * What a failed portal call's answer says (RTK Query's error or a plain call's PortalCallError, both
 * `{ status, data }`). In lib, not in the sign-in feature: screens of any page read it, and a page should not take
 * the sign-in feature's components along with it.
 */

/** The message key of a failed BFF call (RTK Query error or thrown value), when it has one. */
export function apiMessageOf(error: unknown): string | null {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = (error as { data?: unknown }).data;
    if (data && typeof data === 'object' && 'message' in data) {
      const message = (data as { message?: unknown }).message;
      return typeof message === 'string' ? message : null;
    }
  }
  return null;
}

/** The field issues of a failed BFF call's 400 (path and message key each), or none. */
export function apiFieldIssuesOf(error: unknown): { path: string; message: string }[] {
  if (!error || typeof error !== 'object' || !('data' in error)) return [];
  const data = (error as { data?: unknown }).data;
  const issues =
    data && typeof data === 'object' && 'issues' in data ? (data as { issues?: unknown }).issues : null;
  if (!Array.isArray(issues)) return [];
  return issues.filter(
    (issue): issue is { path: string; message: string } =>
      Boolean(issue) &&
      typeof (issue as { path?: unknown }).path === 'string' &&
      typeof (issue as { message?: unknown }).message === 'string',
  );
}
