import { describe, expect, it } from 'vitest';
import { available, unavailable } from './availability';
import type { BudgetRound } from './budget-rounds';
import { evaluateBudgets, percent } from './budgets';
import type { LoadFigures } from './load';
import type { ServerPass } from './results';

const load = (requestsPerSecond: number, p99Ms: number, failed = 0): LoadFigures => ({
  requestsPerSecond,
  p50Ms: 5,
  p99Ms,
  requests: requestsPerSecond * 10,
  errors: failed,
  non2xx: 0,
  statusCodes: {},
  otherCpu: 0,
});

/** A round whose steady getMemberDetails and floor had these p99s at 500 req/s. */
const round = (detailsP99: number, floorP99: number, failed = 0): BudgetRound => ({
  floor: load(1000, 80),
  details: load(900, 90),
  steady: { rate: 500, details: load(500, detailsP99, failed), floor: load(500, floorP99) },
  purchases: {
    ...load(600, 100),
    succeeded: 6000,
    balanceDrop: 6000,
    expectedDrop: 6000,
    giftsGranted: 6000,
    finishedAfterCutoff: 0,
    lostUpdates: 0,
  },
});

const results = (rounds: ServerPass['rounds']) => ({
  pages: [],
  server: [{ database: 'postgres' as const, targets: [], rounds }],
});

const latencyRow = (rounds: ServerPass['rounds']) => {
  const row = evaluateBudgets(results(rounds)).find((r) => r.budget.startsWith('p99 ≤ 25 ms'));
  if (!row) throw new Error('no latency row');
  return row;
};

describe('the fixed-rate latency budget', () => {
  it("passes on the median of the rounds' p99s, showing each round and the floor's own", () => {
    const row = latencyRow(available([round(22, 18), round(62, 37), round(24, 51)]));
    expect(row.verdict).toBe('pass');
    expect(row.actual).toContain('p99 24 ms, median of 3 rounds');
    expect(row.actual).toContain("62 ms at 500 req/s, floor's own 37 ms");
    expect(row.actual).toContain("the floor's own median p99 at those rates 37 ms");
  });

  it('fails when the median is over 25 ms, even with one fast round', () => {
    expect(latencyRow(available([round(22, 18), round(62, 37), round(45, 51)])).verdict).toBe('fail');
  });

  it('fails when a request failed at the steady rate, however fast the others were', () => {
    const row = latencyRow(available([round(10, 18), round(10, 18, 1), round(10, 18)]));
    expect(row.verdict).toBe('fail');
    expect(row.actual).toContain('failed or not 2xx: 1');
  });

  it('fails when a round could not run its steady loads, however fast the others were', () => {
    const tooSlow = { ...round(10, 18), steady: { rate: 500, skipped: 'at or above its own 480 req/s' } };
    const row = latencyRow(available([round(10, 18), tooSlow, round(12, 18)]));
    expect(row.verdict).toBe('fail');
    expect(row.actual).toContain('p99 11 ms, median of 3 rounds');
    expect(row.actual).toContain('not run at 500 req/s: at or above its own 480 req/s');
    const none = latencyRow(available([tooSlow]));
    expect(none.verdict).toBe('fail');
    expect(none.actual).toContain('no round ran its steady loads');
  });

  it('says so when there was one round (--quick)', () => {
    expect(latencyRow(available([round(20, 18)])).actual).toContain('p99 20 ms, one round (');
  });

  it('is n/a with the reason when the rounds did not run', () => {
    const row = latencyRow(unavailable('the floor app did not start'));
    expect(row).toMatchObject({ verdict: 'n/a', reason: 'the floor app did not start' });
  });
});

describe('percent', () => {
  it('shows a whole percentage, or one decimal where rounding up would show more than the share is', () => {
    expect(percent(0.75)).toBe('75 %');
    expect(percent(0.9134)).toBe('91 %');
    expect(percent(0.597)).toBe('59.7 %');
    expect(percent(0.7461)).toBe('74.6 %');
    expect(percent(2.1)).toBe('210 %');
  });
});
