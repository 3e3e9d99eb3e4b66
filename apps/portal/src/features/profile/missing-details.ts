import type { MemberDetails } from '@loyalty/contract';

/** Local storage key of the banner's reminder expiry (epoch milliseconds). */
export const FILL_DETAILS_EXPIRY_KEY = 'fillDetailsExpiry';
/** Dismissing the banner hides it for 24 hours. */
const FILL_DETAILS_REMINDER_MS = 86_400_000;

/** The member exists, has consent and has missing mandatory fields. */
export function needsMissingDetails(details: MemberDetails | undefined): boolean {
  return Boolean(details?.member && details.hasConsent && details.hasMissingMandatoryFields);
}

/** A dismissal is still running: the stored expiry is a time after now (absent or unreadable: not). */
export function reminderRunning(storedExpiry: string | null, now: number): boolean {
  const expiry = storedExpiry === null ? Number.NaN : Number(storedExpiry);
  return Number.isFinite(expiry) && expiry > now;
}

/**
 * The missing-details banner shows when the member exists, has consent and has missing mandatory fields,
 * and no dismissal is still running (the stored expiry is absent, unreadable or in the past).
 */
export function shouldShowMissingDetails(
  details: MemberDetails | undefined,
  storedExpiry: string | null,
  now: number,
): boolean {
  return needsMissingDetails(details) && !reminderRunning(storedExpiry, now);
}

/** What dismissing stores: now plus 24 hours. */
export function nextReminder(now: number): string {
  return String(now + FILL_DETAILS_REMINDER_MS);
}
