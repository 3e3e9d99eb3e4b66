import { describe, expect, it } from 'vitest';
import {
  measureBudgetRounds,
  roundBooks,
  roundShares,
  roundTails,
  steadyOf,
  steadyRate,
  type BudgetRound,
} from './budget-rounds';
import type { LoadFigures } from './load';
import type { PurchaseFigures } from './purchases';

const load = (requestsPerSecond: number, p99Ms = 40): LoadFigures => ({
  requestsPerSecond,
  p50Ms: 10,
  p99Ms,
  requests: requestsPerSecond * 10,
  errors: 0,
  non2xx: 0,
  statusCodes: {},
  otherCpu: 0,
});

const purchases = (requestsPerSecond: number, lostUpdates = 0): PurchaseFigures => ({
  ...load(requestsPerSecond),
  succeeded: requestsPerSecond * 12,
  balanceDrop: requestsPerSecond * 12,
  expectedDrop: requestsPerSecond * 12,
  giftsGranted: requestsPerSecond * 12,
  finishedAfterCutoff: 0,
  lostUpdates,
});

const round = (floor: number, details: number, bought: number, lost = 0): BudgetRound => ({
  floor: load(floor),
  details: load(details),
  steady: { rate: floor / 2, details: load(floor / 2, 20), floor: load(floor / 2, 15) },
  purchases: purchases(bought, lost),
});

/** A round whose steady loads had these p99s (getMemberDetails, the floor's own). */
const tailRound = (detailsP99: number, floorP99: number, failed = 0): BudgetRound => ({
  ...round(1000, 800, 400),
  steady: {
    rate: 500,
    details: { ...load(500, detailsP99), errors: failed },
    floor: load(500, floorP99),
  },
});

describe('measureBudgetRounds', () => {
  it('runs the floor, the member details, the steady loads and the purchases back to back, round after round', async () => {
    const order: string[] = [];
    const rates: number[] = [];
    let n = 0;
    const rounds = await measureBudgetRounds(3, {
      floor: async () => (order.push('floor'), load(1000 + ++n)),
      details: async () => (order.push('details'), load(800 + n)),
      steady: async (_round, _count, rate) => {
        order.push('steady');
        rates.push(rate);
        return { details: load(rate, 20 + n), floor: load(rate, 10 + n) };
      },
      purchases: async () => (order.push('purchases'), purchases(300 + n)),
    });
    expect(order).toEqual([1, 2, 3].flatMap(() => ['floor', 'details', 'steady', 'purchases']));
    expect(rounds.map((r) => [r.floor.requestsPerSecond, r.details.requestsPerSecond])).toEqual([
      [1001, 801],
      [1002, 802],
      [1003, 803],
    ]);
    // Each round's steady rate is half its own floor's req/s.
    expect(rates).toEqual([501, 501, 502]);
    expect(rounds.map((r) => [r.steady.rate, steadyOf(r)?.details.p99Ms, steadyOf(r)?.floor.p99Ms])).toEqual([
      [501, 21, 11],
      [501, 22, 12],
      [502, 23, 13],
    ]);
  });

  it('does not run the steady loads of a round where the steady rate is over two-thirds of getMemberDetails saturated', async () => {
    const steadyRates: number[] = [];
    // Half the floor is 500 req/s: round 2's getMemberDetails saturated at 749 (500 is 67 % of it), round 3's at 750.
    const saturated = [900, 749, 750];
    let n = 0;
    const rounds = await measureBudgetRounds(3, {
      floor: async () => load(1000),
      details: async () => load(saturated[n++] as number),
      steady: async (_round, _count, rate) => {
        steadyRates.push(rate);
        return { details: load(rate, 20), floor: load(rate, 10) };
      },
      purchases: async () => purchases(300),
    });
    expect(steadyRates).toEqual([500, 500]);
    expect(rounds.map((r) => steadyOf(r) !== undefined)).toEqual([true, false, true]);
    expect(rounds[1]?.steady).toEqual({
      rate: 500,
      skipped:
        "over 67 % of getMemberDetails's own saturated 749 req/s in this round (near an overload, not below saturation)",
    });
    // The other loads of that round still ran.
    expect(rounds[1]?.purchases.requestsPerSecond).toBe(300);
  });
});

describe('roundShares', () => {
  const details = (r: BudgetRound) => r.details;
  const floor = (r: BudgetRound) => r.floor;

  it("gives each round's ratio and their median, so one outlying round does not decide", () => {
    const shares = roundShares(
      [round(1000, 600, 0), round(1000, 900, 0), round(2000, 1300, 0)],
      details,
      floor,
    );
    expect(shares?.shares).toEqual([0.6, 0.9, 0.65]);
    expect(shares?.median).toBe(0.65);
  });

  it('compares each round with itself, not with the other rounds', () => {
    // A slower machine in the second round moves both loads: the ratio stays.
    const shares = roundShares(
      [round(1000, 700, 0), round(500, 350, 0), round(1500, 1050, 0)],
      details,
      floor,
    );
    expect(shares?.median).toBeCloseTo(0.7);
    expect(shares?.shares.every((share) => Math.abs(share - 0.7) < 1e-9)).toBe(true);
  });

  it('has no figure without rounds', () => {
    expect(roundShares([], details, floor)).toBeUndefined();
  });
});

describe('roundBooks', () => {
  it('adds up every round, so a lost update in any of them shows', () => {
    expect(roundBooks([round(1000, 600, 300), round(1000, 600, 200, 2), round(1000, 600, 100)])).toEqual({
      lostUpdates: 2,
      giftsGranted: 7200,
    });
  });
});

describe('steadyRate', () => {
  it('is half the floor, never below one request a second', () => {
    expect(steadyRate(load(2353))).toBe(1177);
    expect(steadyRate(load(0.4))).toBe(1);
  });
});

describe('roundTails', () => {
  it("reads the median of the rounds' p99s, so one stalled round does not decide", () => {
    expect(roundTails([tailRound(22, 18), tailRound(62, 37), tailRound(24, 51)])).toEqual({
      median: 24,
      floorMedian: 37,
      failed: 0,
      skipped: 0,
    });
  });

  it('counts failed and non-2xx requests of every round', () => {
    const base = tailRound(20, 20);
    const steady = steadyOf(base)!;
    const notOk = { ...base, steady: { ...steady, details: { ...steady.details, non2xx: 3 } } };
    expect(roundTails([tailRound(20, 20, 2), notOk, tailRound(20, 20)])?.failed).toBe(5);
  });

  it('reads the rounds that ran their steady loads and counts the others', () => {
    const skipped = { ...tailRound(500, 10), steady: { rate: 500, skipped: 'too slow' } };
    expect(roundTails([tailRound(22, 18), skipped, tailRound(30, 20)])).toEqual({
      median: 26,
      floorMedian: 19,
      failed: 0,
      skipped: 1,
    });
    expect(roundTails([skipped])).toBeUndefined();
  });

  it('has no figure without rounds', () => {
    expect(roundTails([])).toBeUndefined();
  });
});
