import { z } from 'zod';
import { messageKeys } from './errors';

/**
 * A date of birth, as the registration and profile forms send it (`YYYY-MM-DD`, what `<input type="date">` gives
 * in every locale): a real calendar date, not in the future, and at most a plausible lifetime ago. The same
 * schema checks it in the browser and in the API. Browser code imports this file as `@loyalty/contract/birthday`.
 */

const BIRTHDAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** Nobody registering is older than this. */
const OLDEST_AGE_YEARS = 120;
/** The earliest time zone (UTC+14) starts a day 14 hours before UTC: a birthday that is "today" there is fine. */
const EARLIEST_ZONE_OFFSET_MS = 14 * 60 * 60 * 1000;

/** A real calendar date (no 2023-02-30). */
function isCalendarDate(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The latest birthday anyone can have at `now` (today somewhere on Earth), as `YYYY-MM-DD`. */
export function latestBirthday(now: Date = new Date()): string {
  return new Date(now.getTime() + EARLIEST_ZONE_OFFSET_MS).toISOString().slice(0, 10);
}

/** The earliest plausible birthday at `now`, as `YYYY-MM-DD`. */
export function earliestBirthday(now: Date = new Date()): string {
  const date = new Date(now.getTime());
  date.setUTCFullYear(date.getUTCFullYear() - OLDEST_AGE_YEARS);
  return date.toISOString().slice(0, 10);
}

/** What is wrong with a birthday (one message key), or null; `YYYY-MM-DD` strings compare as dates. */
function birthdayProblem(text: string): string | null {
  if (!BIRTHDAY_PATTERN.test(text) || !isCalendarDate(text)) return messageKeys.birthdayNotInRightFormat;
  if (text > latestBirthday()) return messageKeys.birthdayInFuture;
  if (text < earliestBirthday()) return messageKeys.birthdayImplausible;
  return null;
}

export const birthdaySchema = z
  .string(messageKeys.birthdayNotInRightFormat)
  .trim()
  .superRefine((text, context) => {
    const problem = birthdayProblem(text);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
