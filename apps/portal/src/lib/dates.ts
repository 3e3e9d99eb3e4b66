/**
 * Date formatting by pattern (the business's dateFormat, default dd/MM/yyyy) without a date library:
 * only numeric tokens are needed. Both the date-fns spelling (dd, yyyy) and the upper-case spelling the
 * spec uses for absolute times (DD.MM.YYYY) are understood. Uses the browser's local time zone.
 */
export const DEFAULT_DATE_FORMAT = 'dd/MM/yyyy';

const TOKEN = /yyyy|YYYY|yy|YY|MM|M|dd|DD|d|D|HH|H|mm|m|ss|s/g;

const pad = (value: number, length = 2): string => String(value).padStart(length, '0');

function tokenValue(token: string, date: Date): string {
  switch (token) {
    case 'yyyy':
    case 'YYYY':
      return pad(date.getFullYear(), 4);
    case 'yy':
    case 'YY':
      return pad(date.getFullYear() % 100);
    case 'MM':
      return pad(date.getMonth() + 1);
    case 'M':
      return String(date.getMonth() + 1);
    case 'dd':
    case 'DD':
      return pad(date.getDate());
    case 'd':
    case 'D':
      return String(date.getDate());
    case 'HH':
      return pad(date.getHours());
    case 'H':
      return String(date.getHours());
    case 'mm':
      return pad(date.getMinutes());
    case 'm':
      return String(date.getMinutes());
    case 'ss':
      return pad(date.getSeconds());
    default:
      return String(date.getSeconds());
  }
}

export function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/** `formatDate(new Date(2024, 0, 5), 'dd/MM/yyyy')` → "05/01/2024". Invalid dates give "". */
export function formatDate(value: Date | string | number, pattern: string = DEFAULT_DATE_FORMAT): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return pattern.replace(TOKEN, (token) => tokenValue(token, date));
}

/**
 * The wall-clock time an instant is in a time zone, as a Date whose local fields (`getDate()`, `getHours()` …)
 * read that time, for `formatDate` on the server, whose own zone is not the business's. An unknown zone reads
 * as UTC.
 */
export function wallClockIn(value: Date | string | number, timeZone: string): Date {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return date;
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }).formatToParts(date);
  } catch {
    return wallClockIn(date, 'UTC');
  }
  const field = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value);
  return new Date(
    field('year'),
    field('month') - 1,
    field('day'),
    field('hour'),
    field('minute'),
    field('second'),
  );
}
