import { describe, expect, it } from 'vitest';
import { ticksBetween } from './cpu-noise';

describe('ticksBetween', () => {
  it('adds what each of our processes used between the readings', () => {
    expect(
      ticksBetween(
        new Map([
          [10, 100],
          [11, 50],
        ]),
        new Map([
          [10, 130],
          [11, 55],
        ]),
      ),
    ).toBe(35);
  });

  it('counts a process that started meanwhile (a new database backend) from zero', () => {
    expect(
      ticksBetween(
        new Map([[10, 100]]),
        new Map([
          [10, 100],
          [12, 7],
        ]),
      ),
    ).toBe(7);
  });

  it('never counts a reused or vanished pid as negative time', () => {
    // Gone by the second reading (no entry), or its pid reused by a younger process with fewer ticks.
    expect(
      ticksBetween(
        new Map([
          [10, 100],
          [13, 500],
        ]),
        new Map([
          [10, 104],
          [13, 2],
        ]),
      ),
    ).toBe(4);
  });
});
