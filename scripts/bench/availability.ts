/**
 * Pages and endpoints arrive issue by issue, so every measurement may be "not available yet": such rows are
 * printed as n/a with the reason instead of failing the run.
 */

export type Available<T> = { ok: true; value: T } | { ok: false; reason: string };

export const available = <T>(value: T): Available<T> => ({ ok: true, value });
export const unavailable = (reason: string): { ok: false; reason: string } => ({ ok: false, reason });

/** Why something is not there yet: the HTTP status it answered and the issue expected to bring it. */
export function notYet(what: string, status: number | string, expectedIn: string | undefined): string {
  return `${what} answers ${status}${expectedIn ? ` (comes with ${expectedIn})` : ''}`;
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
