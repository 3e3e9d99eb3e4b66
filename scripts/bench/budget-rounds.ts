/**
 * The budgets that compare one load with another (BFF getMemberDetails against the route-handler floor, BFF shop
 * purchases against getMemberDetails) are measured in rounds: the floor, getMemberDetails and the purchases back to
 * back, several times over, and each budget reads the median of the rounds' ratios. Single runs minutes apart could
 * not tell a change of our code from the machine's: the same route moved between 650 and 970 req/s from one run to
 * the next (decision 004), so a ratio of two such runs moved by more than any change we made.
 *
 * The latency budget is read from the same rounds: in each, getMemberDetails and then the floor at a steady half of
 * that round's floor req/s, and the verdict reads the median of the rounds' p99s. One p99 taken once moved from
 * 22 to 62 ms between two runs of the same code, with the floor's own moving from 18 to 37 ms beside it.
 */
import type { LoadFigures } from './load';
import type { PurchaseFigures } from './purchases';
import { median } from './stats';

/** getMemberDetails and the floor, one after the other, at one steady rate (steady-rate.ts). */
export interface SteadyLoads {
  /** Requests per second: half the round's saturated floor. */
  rate: number;
  details: LoadFigures;
  /** The framework's own tail at the same rate (reported beside the verdict). */
  floor: LoadFigures;
}

/**
 * The steady loads of a round whose steady rate is over two-thirds of getMemberDetails's own saturated req/s, that
 * is, where getMemberDetails reached less than 75 % of the floor's req/s (its share budget). PGlite's, which runs one
 * transaction at a time, reaches about half: at half the floor's rate, requests arrive about as fast as it can
 * answer them, and a stall of any process leaves a queue it never works off; in the bench, such rounds had p99s of
 * 5 to 9 s, requests timing out, and the portal's workers grown past 300 MB. That measures an overload, not a latency
 * below saturation, so those loads are not run.
 */
interface SkippedSteadyLoads {
  rate: number;
  skipped: string;
}

/** One round, its loads run one right after the other. */
export interface BudgetRound {
  floor: LoadFigures;
  details: LoadFigures;
  steady: SteadyLoads | SkippedSteadyLoads;
  purchases: PurchaseFigures;
}

/** The round's steady loads, when they were run. */
export function steadyOf(round: BudgetRound): SteadyLoads | undefined {
  return 'skipped' in round.steady ? undefined : round.steady;
}

/** The loads; each is told its round (1-based) and the number of rounds, the steady ones their rate. */
export interface RoundLoads {
  floor: (round: number, count: number) => Promise<LoadFigures>;
  details: (round: number, count: number) => Promise<LoadFigures>;
  steady: (round: number, count: number, rate: number) => Promise<Omit<SteadyLoads, 'rate'>>;
  purchases: (round: number, count: number) => Promise<PurchaseFigures>;
}

/** The largest share of getMemberDetails's saturated req/s at which a round runs its steady loads. */
const STEADY_MAX_LOAD = 2 / 3;

/** The steady rate of a round: half its floor's saturated req/s, at least 1. */
export function steadyRate(floor: LoadFigures): number {
  return Math.max(1, Math.round(floor.requestsPerSecond / 2));
}

export async function measureBudgetRounds(count: number, loads: RoundLoads): Promise<BudgetRound[]> {
  const rounds: BudgetRound[] = [];
  for (let round = 1; round <= count; round += 1) {
    const floor = await loads.floor(round, count);
    const details = await loads.details(round, count);
    const rate = steadyRate(floor);
    const steady =
      rate <= details.requestsPerSecond * STEADY_MAX_LOAD
        ? { rate, ...(await loads.steady(round, count, rate)) }
        : {
            rate,
            skipped: `over ${Math.round(STEADY_MAX_LOAD * 100)} % of getMemberDetails's own saturated ${Math.round(details.requestsPerSecond)} req/s in this round (near an overload, not below saturation)`,
          };
    const purchases = await loads.purchases(round, count);
    rounds.push({ floor, details, steady, purchases });
  }
  return rounds;
}

export interface RoundTails {
  /** The median of the rounds' getMemberDetails p99s at their steady rates (the verdict's figure). */
  median: number;
  /** The median of the floor's own p99s at the same rates. */
  floorMedian: number;
  /** Requests that failed or answered other than 2xx at the steady rate, over every round. */
  failed: number;
  /** Rounds whose steady loads were not run (SkippedSteadyLoads). */
  skipped: number;
}

/** The steady-rate tails of the rounds that ran their steady loads; undefined when none did. */
export function roundTails(rounds: readonly BudgetRound[]): RoundTails | undefined {
  const measured = rounds.map(steadyOf).filter((steady) => steady !== undefined);
  const middle = median(measured.map((steady) => steady.details.p99Ms));
  const floorMiddle = median(measured.map((steady) => steady.floor.p99Ms));
  if (middle === undefined || floorMiddle === undefined) return undefined;
  const failed = measured.reduce((sum, steady) => sum + steady.details.errors + steady.details.non2xx, 0);
  return { median: middle, floorMedian: floorMiddle, failed, skipped: rounds.length - measured.length };
}

export interface RoundShares {
  /** The median of the rounds' ratios (the verdict's figure). */
  median: number;
  /** Each round's ratio, in the order measured. */
  shares: number[];
}

/** Each round's `part` req/s over its `whole` req/s, and their median. */
export function roundShares(
  rounds: readonly BudgetRound[],
  part: (round: BudgetRound) => LoadFigures,
  whole: (round: BudgetRound) => LoadFigures,
): RoundShares | undefined {
  const shares = rounds.map((round) => part(round).requestsPerSecond / whole(round).requestsPerSecond);
  const middle = median(shares);
  return middle === undefined ? undefined : { median: middle, shares };
}

/** The purchases' books over every round: nothing lost or doubled in any of them, and how many were granted. */
export function roundBooks(rounds: readonly BudgetRound[]): { lostUpdates: number; giftsGranted: number } {
  return {
    lostUpdates: rounds.reduce((sum, round) => sum + round.purchases.lostUpdates, 0),
    giftsGranted: rounds.reduce((sum, round) => sum + round.purchases.giftsGranted, 0),
  };
}
