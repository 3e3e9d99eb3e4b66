/**
 * The two budgets that compare one load with another (BFF getMemberDetails against the route-handler floor, BFF
 * shop purchases against getMemberDetails) are measured in rounds: the floor, getMemberDetails and the purchases
 * back to back, several times over, and each budget reads the median of the rounds' ratios. Single runs minutes
 * apart could not tell a change of our code from the machine's: the same route moved between 650 and 970 req/s
 * from one run to the next (decision 004), so a ratio of two such runs moved by more than any change we made.
 */
import type { LoadFigures } from './load';
import type { PurchaseFigures } from './purchases';
import { median } from './stats';

/** One round, its three loads run one right after the other. */
export interface BudgetRound {
  floor: LoadFigures;
  details: LoadFigures;
  purchases: PurchaseFigures;
}

/** The three loads; each is told its round (1-based) and the number of rounds. */
export interface RoundLoads {
  floor: (round: number, count: number) => Promise<LoadFigures>;
  details: (round: number, count: number) => Promise<LoadFigures>;
  purchases: (round: number, count: number) => Promise<PurchaseFigures>;
}

export async function measureBudgetRounds(count: number, loads: RoundLoads): Promise<BudgetRound[]> {
  const rounds: BudgetRound[] = [];
  for (let round = 1; round <= count; round += 1) {
    const floor = await loads.floor(round, count);
    const details = await loads.details(round, count);
    const purchases = await loads.purchases(round, count);
    rounds.push({ floor, details, purchases });
  }
  return rounds;
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
