/**
 * Opening hours of a location, zod-free so that the browser computes "open now / closes at" itself (it changes
 * by the minute, so it is never cached): `@loyalty/contract/opening-hours`.
 *
 * A range `{ day, opens, closes }` starts on `day` (0 = Sunday … 6 = Saturday) at `opens`, local time of the
 * location's time zone; a `closes` at or before `opens` ends on the next day (overnight: `22:00`–`02:00`), and
 * `24:00` is the end of the day. A day may have several ranges (a lunch break); ranges may not overlap.
 */

export interface OpeningRange {
  day: number;
  opens: string;
  closes: string;
}

const DAY_MINUTES = 24 * 60;
const WEEK_MINUTES = 7 * DAY_MINUTES;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
export const DAY_NAMES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** A range as minutes since Sunday 00:00: [start, end), end possibly past the week's end (Saturday overnight). */
export function weekInterval(range: OpeningRange): [number, number] {
  const start = range.day * DAY_MINUTES + minutesOf(range.opens);
  let end = range.day * DAY_MINUTES + minutesOf(range.closes);
  if (end <= start) end += DAY_MINUTES;
  return [start, end];
}

/** The first two ranges that overlap (the week wraps: Saturday night into Sunday morning counts), else null. */
export function findOverlap(hours: readonly OpeningRange[]): [OpeningRange, OpeningRange] | null {
  const intervals = hours.map((range) => ({ range, interval: weekInterval(range) }));
  for (let i = 0; i < intervals.length; i += 1) {
    for (let j = i + 1; j < intervals.length; j += 1) {
      const [a, b] = [intervals[i]!, intervals[j]!];
      for (const shift of [-WEEK_MINUTES, 0, WEEK_MINUTES]) {
        if (a.interval[0] < b.interval[1] + shift && b.interval[0] + shift < a.interval[1])
          return [a.range, b.range];
      }
    }
  }
  return null;
}

/** Sorted by day and opening time, the order a week is shown in. */
export function sortHours(hours: readonly OpeningRange[]): OpeningRange[] {
  return [...hours].sort((a, b) => a.day - b.day || minutesOf(a.opens) - minutesOf(b.opens));
}

/**
 * Reads hours as the admin CLI takes them: `mon-fri 07:00-19:00; sat 08:00-12:00 13:00-17:00; sun 22:00-02:00`
 * (days or day ranges, then one or more time ranges; `,` or `;` between groups). Null when unreadable.
 */
export function parseHours(text: string): OpeningRange[] | null {
  const hours: OpeningRange[] = [];
  const groups = text
    .split(/[;,]/)
    .map((group) => group.trim())
    .filter(Boolean);
  for (const group of groups) {
    const [dayPart, ...timeParts] = group.split(/\s+/);
    if (!dayPart || timeParts.length === 0) return null;
    const days: number[] = [];
    for (const item of dayPart.toLowerCase().split('/')) {
      const [from, to] = item.split('-');
      const first = DAY_NAMES.indexOf(from as (typeof DAY_NAMES)[number]);
      const last = to === undefined ? first : DAY_NAMES.indexOf(to as (typeof DAY_NAMES)[number]);
      if (first < 0 || last < 0) return null;
      for (let day = first; ; day = (day + 1) % 7) {
        days.push(day);
        if (day === last) break;
      }
    }
    for (const time of timeParts) {
      const match = /^(\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(time);
      if (!match || !TIME_PATTERN.test(match[1]!) || !TIME_PATTERN.test(match[2]!) || match[1] === '24:00')
        return null;
      if (match[1] === match[2]) return null;
      for (const day of days) hours.push({ day, opens: match[1]!, closes: match[2]! });
    }
  }
  return hours.length > 0 ? sortHours(hours) : null;
}

/** Whether a time zone name is one this runtime knows (`Europe/Madrid`, `UTC`). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The local weekday (0 = Sunday) and minutes since midnight at `at` in `timeZone`, daylight saving included. */
export function localWeekTime(at: Date, timeZone: string): { day: number; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  const day = DAY_NAMES.indexOf(part('weekday').toLowerCase().slice(0, 3) as (typeof DAY_NAMES)[number]);
  return { day, minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}

export type OpenStatus =
  | { open: true; closesAt: string; closesDay: number }
  | { open: false; opensAt: string | null; opensDay: number | null };

/**
 * Open or closed at `at`, in the location's time zone: when open, the time it closes (a range running into the next
 * one counts as one stretch); when closed, the next opening (null when the week has none).
 */
export function openStatus(hours: readonly OpeningRange[], timeZone: string, at: Date): OpenStatus {
  const { day, minutes } = localWeekTime(at, timeZone);
  const now = day * DAY_MINUTES + minutes;
  const intervals = hours.map(weekInterval);
  const current = intervals.find(
    ([start, end]) =>
      (start <= now && now < end) || (start <= now + WEEK_MINUTES && now + WEEK_MINUTES < end),
  );
  if (current) {
    let end = current[1];
    // Back-to-back ranges (20:00–24:00, then 00:00–02:00) read as one stretch: it closes at the last one's end.
    for (let guard = 0; guard < intervals.length; guard += 1) {
      const next = intervals.find(([start]) => start === end % WEEK_MINUTES);
      if (!next || next === current) break;
      end += next[1] - next[0];
    }
    const closing = end % WEEK_MINUTES;
    return {
      open: true,
      closesAt: timeOf(closing % DAY_MINUTES),
      closesDay: Math.floor(closing / DAY_MINUTES),
    };
  }
  const wait = (start: number) => (start - now + WEEK_MINUTES) % WEEK_MINUTES;
  let best: number | null = null;
  for (const [start] of intervals) if (best === null || wait(start) < wait(best)) best = start;
  if (best === null) return { open: false, opensAt: null, opensDay: null };
  return { open: false, opensAt: timeOf(best % DAY_MINUTES), opensDay: Math.floor(best / DAY_MINUTES) % 7 };
}

function timeOf(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
