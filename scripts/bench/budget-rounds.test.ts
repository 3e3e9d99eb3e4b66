import { describe, expect, it } from 'vitest';
import { measureBudgetRounds, roundBooks, roundShares, type BudgetRound } from './budget-rounds';
import type { LoadFigures } from './load';
import type { PurchaseFigures } from './purchases';

const load = (requestsPerSecond: number): LoadFigures => ({
  requestsPerSecond,
  p50Ms: 10,
  p99Ms: 40,
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
  purchases: purchases(bought, lost),
});

describe('measureBudgetRounds', () => {
  it('runs the floor, the member details and the purchases back to back, round after round', async () => {
    const order: string[] = [];
    let n = 0;
    const rounds = await measureBudgetRounds(3, {
      floor: async () => (order.push('floor'), load(1000 + ++n)),
      details: async () => (order.push('details'), load(600 + n)),
      purchases: async () => (order.push('purchases'), purchases(300 + n)),
    });
    expect(order).toEqual([1, 2, 3].flatMap(() => ['floor', 'details', 'purchases']));
    expect(rounds.map((r) => [r.floor.requestsPerSecond, r.details.requestsPerSecond])).toEqual([
      [1001, 601],
      [1002, 602],
      [1003, 603],
    ]);
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
