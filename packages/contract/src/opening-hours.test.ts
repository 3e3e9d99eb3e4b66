import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findOverlap, localWeekTime, openStatus, parseHours, type OpeningRange } from './opening-hours';
import { openingHoursListSchema } from './locations';

const weekdays = (opens: string, closes: string): OpeningRange[] =>
  [1, 2, 3, 4, 5].map((day) => ({ day, opens, closes }));

describe('openStatus', () => {
  const hours = [
    ...weekdays('07:00', '11:30'),
    ...weekdays('12:30', '19:00'),
    { day: 5, opens: '22:00', closes: '02:00' },
  ];

  it('is open with its closing time, closed over the lunch break with the next opening', () => {
    // Monday 2026-11-02 10:00 in Los Angeles (PST, UTC-8) is 18:00 UTC.
    expect(openStatus(hours, 'America/Los_Angeles', new Date('2026-11-02T18:00:00Z'))).toEqual({
      open: true,
      closesAt: '11:30',
      closesDay: 1,
    });
    expect(openStatus(hours, 'America/Los_Angeles', new Date('2026-11-02T20:00:00Z'))).toEqual({
      open: false,
      opensAt: '12:30',
      opensDay: 1,
    });
  });

  it('counts an overnight range on the next morning and names the next day when closed', () => {
    // Saturday 01:00 in Los Angeles: still Friday night's range.
    expect(openStatus(hours, 'America/Los_Angeles', new Date('2026-11-07T09:00:00Z'))).toMatchObject({
      open: true,
      closesAt: '02:00',
      closesDay: 6,
    });
    // Saturday 10:00: closed until Monday 07:00.
    expect(openStatus(hours, 'America/Los_Angeles', new Date('2026-11-07T18:00:00Z'))).toEqual({
      open: false,
      opensAt: '07:00',
      opensDay: 1,
    });
  });

  it('follows daylight saving: 07:30 local is open on both sides of the change', () => {
    // US clocks went forward on Sunday 2026-03-08; Monday the 9th 07:30 PDT is 14:30 UTC, the Monday before 15:30 UTC.
    expect(openStatus(hours, 'America/Los_Angeles', new Date('2026-03-09T14:30:00Z')).open).toBe(true);
    expect(openStatus(hours, 'America/Los_Angeles', new Date('2026-03-02T15:30:00Z')).open).toBe(true);
    // The same UTC instant a week earlier is 06:30 PST: not yet open.
    expect(openStatus(hours, 'America/Los_Angeles', new Date('2026-03-02T14:30:00Z')).open).toBe(false);
    // Jerusalem leaves summer time on 2026-10-25: 09:30 local is 07:30 UTC that day (UTC+2), 06:30 UTC a week before.
    const sunday = [{ day: 0, opens: '09:00', closes: '20:00' }];
    expect(openStatus(sunday, 'Asia/Jerusalem', new Date('2026-10-25T07:30:00Z')).open).toBe(true);
    expect(openStatus(sunday, 'Asia/Jerusalem', new Date('2026-10-18T06:30:00Z')).open).toBe(true);
    expect(openStatus(sunday, 'Asia/Jerusalem', new Date('2026-10-25T06:30:00Z')).open).toBe(false);
  });

  it('property: local week time agrees with the wall clock of the time zone at any instant', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2020-01-01T00:00:00Z'),
          max: new Date('2035-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom('UTC', 'America/Los_Angeles', 'Europe/Madrid', 'Asia/Jerusalem', 'Australia/Sydney'),
        (at, zone) => {
          const wall = new Date(at.toLocaleString('en-US', { timeZone: zone }));
          const local = localWeekTime(at, zone);
          expect(local.day).toBe(wall.getDay());
          expect(local.minutes).toBe(wall.getHours() * 60 + wall.getMinutes());
        },
      ),
    );
  });

  it('property: open exactly when some range holds the local time', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2024-01-01T00:00:00Z'),
          max: new Date('2030-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        (at) => {
          const status = openStatus(hours, 'Europe/Madrid', at);
          const { day, minutes } = localWeekTime(at, 'Europe/Madrid');
          const previous = (day + 6) % 7;
          const inRange = hours.some((range) => {
            const [o, c] = [range.opens, range.closes].map(
              (t) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3)),
            );
            if (c! > o!) return range.day === day && minutes >= o! && minutes < c!;
            return (range.day === day && minutes >= o!) || (range.day === previous && minutes < c!);
          });
          expect(status.open).toBe(inRange);
        },
      ),
    );
  });
});

describe('overlaps', () => {
  it('allows several ranges a day and overnight ranges that end before the next begins', () => {
    expect(findOverlap([...weekdays('07:00', '11:30'), ...weekdays('12:30', '19:00')])).toBeNull();
    expect(
      findOverlap([
        { day: 5, opens: '22:00', closes: '02:00' },
        { day: 6, opens: '08:00', closes: '12:00' },
      ]),
    ).toBeNull();
    expect(openingHoursListSchema.safeParse(weekdays('07:00', '19:00')).success).toBe(true);
  });

  it('finds ranges that overlap, across midnight and across the end of the week', () => {
    expect(
      findOverlap([
        { day: 1, opens: '07:00', closes: '12:00' },
        { day: 1, opens: '11:00', closes: '15:00' },
      ]),
    ).not.toBeNull();
    expect(
      findOverlap([
        { day: 5, opens: '22:00', closes: '03:00' },
        { day: 6, opens: '02:00', closes: '05:00' },
      ]),
    ).not.toBeNull();
    expect(
      findOverlap([
        { day: 6, opens: '22:00', closes: '03:00' },
        { day: 0, opens: '01:00', closes: '05:00' },
      ]),
    ).not.toBeNull();
    const refused = openingHoursListSchema.safeParse([
      { day: 1, opens: '07:00', closes: '12:00' },
      { day: 1, opens: '11:00', closes: '15:00' },
    ]);
    expect(refused.error?.issues[0]?.message).toBe('location.hours.overlap');
  });

  it('property: overlap is symmetric and a range always overlaps itself', () => {
    const time = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    const range = fc
      .record({ day: fc.integer({ min: 0, max: 6 }), opens: time, closes: time })
      .filter((r) => r.opens !== r.closes);
    fc.assert(
      fc.property(range, range, (a, b) => {
        expect(findOverlap([a, b]) === null).toBe(findOverlap([b, a]) === null);
        expect(findOverlap([a, a])).not.toBeNull();
      }),
    );
  });
});

describe('parseHours', () => {
  it('reads day ranges, several times a day and overnight ranges', () => {
    expect(parseHours('mon-fri 07:00-19:00')).toEqual(weekdays('07:00', '19:00'));
    expect(parseHours('sat 08:00-12:00 13:00-17:00; fri-sun 22:00-02:00')).toEqual([
      { day: 0, opens: '22:00', closes: '02:00' },
      { day: 5, opens: '22:00', closes: '02:00' },
      { day: 6, opens: '08:00', closes: '12:00' },
      { day: 6, opens: '13:00', closes: '17:00' },
      { day: 6, opens: '22:00', closes: '02:00' },
    ]);
  });

  it('refuses what it cannot read', () => {
    for (const text of ['', 'monday 07:00-19:00', 'mon 7-19', 'mon 25:00-26:00', 'mon 10:00-10:00', 'mon']) {
      expect(parseHours(text), text).toBeNull();
    }
  });
});
