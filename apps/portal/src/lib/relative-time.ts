import { formatDate, toDate } from './dates';
import { formatPast, type RelativeTimeUnit } from './locale-formats';
import { toBcp47 } from './locale';

/**
 * "5 minutes ago" for past timestamps with the thresholds (the classic moment.js
 * ones), and the absolute DD.MM.YYYY HH:mm:ss for future ones (a clock skew should not read "in 3 s").
 */
const FUTURE_DATE_FORMAT = 'DD.MM.YYYY HH:mm:ss';

type Unit = RelativeTimeUnit;

/** The unit and amount to show for a past duration in seconds. */
export function relativeTimeParts(elapsedSeconds: number): { value: number; unit: Unit } {
  const seconds = Math.round(elapsedSeconds);
  const minutes = Math.round(seconds / 60);
  const hours = Math.round(minutes / 60);
  const days = Math.round(hours / 24);
  const months = Math.round(days / 30.4);
  const years = Math.round(months / 12);

  if (seconds <= 44) return { value: seconds, unit: 'second' };
  if (seconds <= 89) return { value: 1, unit: 'minute' };
  if (minutes <= 44) return { value: minutes, unit: 'minute' };
  if (minutes <= 89) return { value: 1, unit: 'hour' };
  if (hours <= 21) return { value: hours, unit: 'hour' };
  if (hours <= 35) return { value: 1, unit: 'day' };
  if (days <= 25) return { value: days, unit: 'day' };
  if (days <= 45) return { value: 1, unit: 'month' };
  if (months <= 10) return { value: months, unit: 'month' };
  if (months <= 17) return { value: 1, unit: 'year' };
  return { value: years, unit: 'year' };
}

export function formatRelativeTime(
  value: Date | string | number,
  language: string,
  now: Date | number = Date.now(),
): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const elapsedSeconds = (toDate(now).getTime() - date.getTime()) / 1000;
  if (elapsedSeconds < 0) return formatDate(date, FUTURE_DATE_FORMAT);
  const { value: amount, unit } = relativeTimeParts(elapsedSeconds);
  return formatPast(amount, unit, toBcp47(language));
}
