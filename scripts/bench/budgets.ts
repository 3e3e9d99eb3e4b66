/**
 * The performance budgets, checked against the figures: pass, fail, or n/a with the reason when what they
 * apply to is not measured (yet). Every budget that a framework or this machine bounds is relative to a floor
 * measured in the same run (printed beside it as a ratio), so a noisy or slower machine moves both alike.
 * Reported, never enforced: the bench exits 0 whatever they say.
 */
import type { Available } from './availability';
import { roundBooks, roundShares, roundTails, type BudgetRound } from './budget-rounds';
import type { LoadFigures } from './load';
import type { PurchaseFigures } from './purchases';
import type { BenchResults, BudgetRow, PageResult, ServerPass } from './results';
import { median } from './stats';

export const BUDGETS = {
  /** Lighthouse mobile, medians of the runs. */
  lighthouse: {
    pages: ['home', 'sign-in', 'landing', 'profile', 'inbox'],
    minPerformance: 95,
    accessibility: 100,
    bestPractices: 100,
    maxTbtMs: 200,
  },
  /** First-load JS beyond a bare Next.js page's (the framework floor), gzipped. */
  firstLoadJs: [
    { maxOverFloorKb: 20, pages: ['sign-in', 'landing', 'purchase-scanner'] },
    { maxOverFloorKb: 45, pages: ['profile', 'inbox'] },
  ],
  /** BFF member details on PostgreSQL against the Next.js route-handler floor of the same pass. */
  memberDetails: { target: 'bff-member-details', minShareOfFloor: 0.75, maxFixedRateP99Ms: 25 },
  /** Server-rendered public pages against a bare Next.js page of the same pass. */
  ssr: { targets: ['ssr-sign-in', 'ssr-home', 'ssr-landing'], minShareOfFloor: 0.5 },
  /** Shop purchases on PostgreSQL. */
  purchases: { minManyMembersPerSecond: 800, minOneMemberPerSecond: 200, minBffShareOfDetails: 0.6 },
  /** `/v1/configuration` at least half the req/s of `/v1/member/session` on each database. */
  configuration: { target: 'api-configuration', reference: 'api-member-session', minShare: 0.5 },
  /** Resident memory per portal process after the load. */
  memory: { maxPortalWorkerMb: 300 },
} as const;

/** What the budgets read of a run's results. */
type Measured = Pick<BenchResults, 'pages' | 'frameworkFloor' | 'server'>;

const verdict = (ok: boolean): BudgetRow['verdict'] => (ok ? 'pass' : 'fail');
const dbName = (pass: ServerPass) => (pass.database === 'pglite' ? 'PGlite' : 'PostgreSQL');
const rps = (value: number) => `${Math.round(value)} req/s`;
/**
 * A share as a whole percentage, or with one decimal where rounding up would show more than it is: a row budgeted at
 * "≥ 60 %" that fails at 59.7 % then reads 59.7 %, not 60 %.
 */
export function percent(ratio: number): string {
  const share = ratio * 100;
  return Math.round(share) === Math.floor(share) ? `${Math.round(share)} %` : `${share.toFixed(1)} %`;
}

function lighthouseRows(page: PageResult): BudgetRow[] {
  const { minPerformance, accessibility, bestPractices, maxTbtMs } = BUDGETS.lighthouse;
  const subject = `${page.label} ${page.path ?? ''}`.trim();
  const budgets = [
    `performance ≥ ${minPerformance}`,
    `accessibility = ${accessibility}`,
    `best practices = ${bestPractices}`,
    `TBT ≤ ${maxTbtMs} ms`,
  ];
  if (!page.lighthouse.ok) {
    // One row for all: a page that does not exist yet needs no four lines saying so.
    return [
      { budget: budgets.join(', '), subject, actual: 'n/a', verdict: 'n/a', reason: page.lighthouse.reason },
    ];
  }
  const scores = page.lighthouse.value;
  const failed = scores.failedAudits.length > 0 ? ` (failed: ${scores.failedAudits.join(', ')})` : '';
  const row = (
    budget: string,
    value: number | undefined,
    ok: (v: number) => boolean,
    suffix = '',
  ): BudgetRow =>
    value === undefined
      ? { budget, subject, actual: 'n/a', verdict: 'n/a', reason: 'Lighthouse gave no figure' }
      : { budget, subject, actual: `${Math.round(value)}${suffix}`, verdict: verdict(ok(value)) };
  return [
    row(budgets[0] ?? '', scores.performance, (v) => v >= minPerformance),
    row(budgets[1] ?? '', scores.accessibility, (v) => v === accessibility, failed),
    row(budgets[2] ?? '', scores.bestPractices, (v) => v === bestPractices, failed),
    row(budgets[3] ?? '', scores.tbtMs, (v) => v <= maxTbtMs, ' ms'),
  ];
}

function firstLoadRows(pages: PageResult[], frameworkFloor: BenchResults['frameworkFloor']): BudgetRow[] {
  return BUDGETS.firstLoadJs.flatMap(({ maxOverFloorKb, pages: ids }) =>
    ids.map((id): BudgetRow => {
      const budget = `first-load JS ≤ framework floor + ${maxOverFloorKb} KB gz`;
      const page = pages.find((p) => p.id === id);
      const subject = page ? `${page.label} ${page.path ?? ''}`.trim() : id;
      const na = (reason: string): BudgetRow => ({ budget, subject, actual: 'n/a', verdict: 'n/a', reason });
      if (!page) return na('page not measured in this run');
      if (!page.firstLoadJs.ok) return na(page.firstLoadJs.reason);
      if (!frameworkFloor?.ok) return na(`framework floor: ${frameworkFloor?.reason ?? 'not measured'}`);
      const kb = page.firstLoadJs.value.gzipKb;
      const floor = frameworkFloor.value.gzipKb;
      const ours = kb - floor;
      return {
        budget,
        subject,
        actual: `${kb.toFixed(1)} KB = framework ${floor.toFixed(1)} + ours ${ours.toFixed(1)}`,
        verdict: verdict(ours <= maxOverFloorKb),
      };
    }),
  );
}

/** The figures of a load, or why there are none. */
function figuresOf(
  pass: ServerPass,
  measured: Available<LoadFigures> | undefined,
  what: string,
): { value: LoadFigures } | { reason: string } {
  if (pass.skipped) return { reason: pass.skipped };
  if (!measured) return { reason: `${what} not measured in this run` };
  if (!measured.ok) return { reason: `${what}: ${measured.reason}` };
  return { value: measured.value };
}

const targetOf = (pass: ServerPass, id: string) => pass.targets.find((t) => t.id === id)?.figures;

/** A figure against its floor of the same pass: the ratio is the verdict. */
function shareRow(
  budget: string,
  subject: string,
  figure: { value: LoadFigures } | { reason: string },
  floor: { value: LoadFigures } | { reason: string },
  floorName: string,
  minShare: number,
): BudgetRow {
  if ('reason' in figure) return { budget, subject, actual: 'n/a', verdict: 'n/a', reason: figure.reason };
  if ('reason' in floor) return { budget, subject, actual: 'n/a', verdict: 'n/a', reason: floor.reason };
  const share = figure.value.requestsPerSecond / floor.value.requestsPerSecond;
  return {
    budget,
    subject,
    actual: `${rps(figure.value.requestsPerSecond)} = ${percent(share)} of ${floorName} ${rps(floor.value.requestsPerSecond)}`,
    verdict: verdict(share >= minShare),
  };
}

/** The budget rounds of a pass (budget-rounds.ts), or why there are none. */
function roundsOf(pass: ServerPass): { value: BudgetRound[] } | { reason: string } {
  if (pass.skipped) return { reason: pass.skipped };
  if (!pass.rounds) return { reason: 'budget rounds not measured in this run' };
  if (!pass.rounds.ok) return { reason: pass.rounds.reason };
  if (pass.rounds.value.length === 0) return { reason: 'no budget rounds ran' };
  return { value: pass.rounds.value };
}

/** The median of the rounds' ratios, then each round's figures: "61 %, median of 3 rounds (873 / 1380 = 63 %, …)". */
function describeShares(
  rounds: readonly BudgetRound[],
  part: (round: BudgetRound) => LoadFigures,
  whole: (round: BudgetRound) => LoadFigures,
): { share: number; shown: string } | undefined {
  const shares = roundShares(rounds, part, whole);
  if (!shares) return undefined;
  const each = rounds.map(
    (round, i) =>
      `${Math.round(part(round).requestsPerSecond)} / ${rps(whole(round).requestsPerSecond)} = ${percent(shares.shares[i] ?? 0)}`,
  );
  const shown =
    rounds.length === 1
      ? `${each[0]} (one round)`
      : `${percent(shares.median)}, median of ${rounds.length} rounds (${each.join('; ')})`;
  return { share: shares.median, shown };
}

/** A ratio of two loads of the same rounds: the median of the rounds' ratios is the verdict. */
function roundsShareRow(
  budget: string,
  subject: string,
  rounds: { value: BudgetRound[] } | { reason: string },
  part: (round: BudgetRound) => LoadFigures,
  whole: (round: BudgetRound) => LoadFigures,
  minShare: number,
): BudgetRow {
  if ('reason' in rounds) return { budget, subject, actual: 'n/a', verdict: 'n/a', reason: rounds.reason };
  const described = describeShares(rounds.value, part, whole);
  if (!described)
    return { budget, subject, actual: 'n/a', verdict: 'n/a', reason: 'the rounds gave no req/s to compare' };
  return { budget, subject, actual: described.shown, verdict: verdict(described.share >= minShare) };
}

const postgresPass = (results: Measured) => results.server.find((p) => p.database === 'postgres');
const missingPass = (budget: string, subject: string): BudgetRow => ({
  budget,
  subject,
  actual: 'n/a',
  verdict: 'n/a',
  reason: 'no PostgreSQL pass in this run (DATABASE_URL)',
});

/** The latency row: the median of the rounds' getMemberDetails p99s at their steady rates, each round shown. */
function steadyTailRow(
  budget: string,
  subject: string,
  rounds: { value: BudgetRound[] } | { reason: string },
  maxP99Ms: number,
  saturated: string,
): BudgetRow {
  if ('reason' in rounds) return { budget, subject, actual: 'n/a', verdict: 'n/a', reason: rounds.reason };
  const each = rounds.value
    .map(({ steady }) =>
      'skipped' in steady
        ? `not run at ${rps(steady.rate)}: ${steady.skipped}`
        : `${steady.details.p99Ms} ms at ${rps(steady.rate)}, floor's own ${steady.floor.p99Ms} ms`,
    )
    .join('; ');
  const tails = roundTails(rounds.value);
  // A round too slow for its steady rate fails the row: getMemberDetails could not keep up with it.
  if (!tails)
    return { budget, subject, actual: `no round ran its steady loads (${each})`, verdict: verdict(false) };
  const failed = tails.failed > 0 ? `; failed or not 2xx: ${tails.failed}` : '';
  const count = rounds.value.length;
  const actual =
    `p99 ${tails.median} ms, ${count === 1 ? 'one round' : `median of ${count} rounds`} (${each})` +
    `${failed}${saturated}; the floor's own median p99 at those rates ${tails.floorMedian} ms (reported)`;
  const passed = tails.median <= maxP99Ms && tails.failed === 0 && tails.skipped === 0;
  return { budget, subject, actual, verdict: verdict(passed) };
}

function memberDetailsRows(results: Measured): BudgetRow[] {
  const { target, minShareOfFloor, maxFixedRateP99Ms } = BUDGETS.memberDetails;
  const subject = 'BFF getMemberDetails on PostgreSQL';
  const shareBudget = `≥ ${percent(minShareOfFloor)} of the route-handler floor's req/s`;
  const latencyBudget = `p99 ≤ ${maxFixedRateP99Ms} ms at half the floor's req/s`;
  const pass = postgresPass(results);
  if (!pass) return [missingPass(shareBudget, subject), missingPass(latencyBudget, subject)];
  const figure = figuresOf(pass, targetOf(pass, target), target);
  const saturated = 'value' in figure ? `; saturated p99 ${figure.value.p99Ms} ms (reported)` : '';
  const latency = steadyTailRow(latencyBudget, subject, roundsOf(pass), maxFixedRateP99Ms, saturated);
  const share = roundsShareRow(
    shareBudget,
    subject,
    roundsOf(pass),
    (round) => round.details,
    (round) => round.floor,
    minShareOfFloor,
  );
  // Reported beside the verdict: how far the BFF is from a bare Next.js relay of the very API call it makes.
  const relay = figuresOf(pass, pass.apiRelayFloor, 'API relay');
  if ('value' in figure && 'value' in relay && share.verdict !== 'n/a') {
    const ofRelay = figure.value.requestsPerSecond / relay.value.requestsPerSecond;
    share.actual += `; ${percent(ofRelay)} of a bare relay of its API call ${rps(relay.value.requestsPerSecond)} (reported)`;
  }
  const apiRoute = figuresOf(pass, pass.apiRouteFloor, 'API-route floor');
  if ('value' in figure && 'value' in apiRoute && share.verdict !== 'n/a') {
    const ofApiRoute = figure.value.requestsPerSecond / apiRoute.value.requestsPerSecond;
    share.actual += `; ${percent(ofApiRoute)} of the floor served as an API route ${rps(apiRoute.value.requestsPerSecond)} (reported)`;
  }
  return [share, latency];
}

function ssrRows(results: Measured): BudgetRow[] {
  const { targets, minShareOfFloor } = BUDGETS.ssr;
  const budget = `≥ ${percent(minShareOfFloor)} of a bare Next.js page's req/s`;
  const pass = postgresPass(results);
  return targets.map((id) => {
    const subject = pass?.targets.find((t) => t.id === id)?.label ?? id;
    if (!pass) return missingPass(budget, subject);
    const floor = figuresOf(pass, pass.pageFloor, 'bare Next.js page floor');
    return shareRow(
      budget,
      subject,
      figuresOf(pass, targetOf(pass, id), id),
      floor,
      'bare page',
      minShareOfFloor,
    );
  });
}

/** Purchases at a rate, with the books: 0 lost or doubled in the same row. */
function purchaseRateRow(
  budget: string,
  subject: string,
  measured: Available<PurchaseFigures> | undefined,
  pass: ServerPass,
  ok: (figures: { requestsPerSecond: number }) => { pass: boolean; shown: string },
): BudgetRow {
  if (pass.skipped) return { budget, subject, actual: 'n/a', verdict: 'n/a', reason: pass.skipped };
  if (!measured)
    return { budget, subject, actual: 'n/a', verdict: 'n/a', reason: 'not measured in this run' };
  if (!measured.ok) return { budget, subject, actual: 'n/a', verdict: 'n/a', reason: measured.reason };
  const { lostUpdates, giftsGranted, errors, p99Ms } = measured.value;
  const rate = ok(measured.value);
  return {
    budget,
    subject,
    actual: `${rate.shown}, p99 ${p99Ms} ms, ${lostUpdates} lost/doubled of ${giftsGranted}, ${errors} errors`,
    verdict: verdict(rate.pass && lostUpdates === 0 && giftsGranted > 0),
  };
}

function purchaseRows(results: Measured): BudgetRow[] {
  const { minManyMembersPerSecond, minOneMemberPerSecond, minBffShareOfDetails } = BUDGETS.purchases;
  const rows: BudgetRow[] = [];
  const pass = postgresPass(results);
  const many = `≥ ${minManyMembersPerSecond}/s, 50 members in parallel, 0 lost or doubled`;
  const one = `≥ ${minOneMemberPerSecond}/s, one member from 50 connections, 0 lost or doubled`;
  if (!pass) {
    rows.push(missingPass(many, 'API shop purchases'), missingPass(one, 'API shop purchases'));
  } else {
    const atLeast = (min: number) => (f: { requestsPerSecond: number }) => ({
      pass: f.requestsPerSecond >= min,
      shown: `${Math.round(f.requestsPerSecond)}/s`,
    });
    rows.push(
      purchaseRateRow(
        many,
        'API shop purchases',
        pass.apiPurchases?.manyMembers,
        pass,
        atLeast(minManyMembersPerSecond),
      ),
      purchaseRateRow(
        one,
        'API shop purchases',
        pass.apiPurchases?.oneMember,
        pass,
        atLeast(minOneMemberPerSecond),
      ),
    );
  }
  // Through the BFF: against the BFF's own member details of the same rounds; the books on every database.
  const budget = `≥ ${percent(minBffShareOfDetails)} of BFF getMemberDetails, 0 lost or doubled`;
  for (const bffPass of results.server) {
    const subject = `BFF shop purchases on ${dbName(bffPass)}`;
    const rounds = roundsOf(bffPass);
    const share = roundsShareRow(
      budget,
      subject,
      rounds,
      (round) => round.purchases,
      (round) => round.details,
      minBffShareOfDetails,
    );
    if ('value' in rounds && share.verdict !== 'n/a') {
      const { lostUpdates, giftsGranted } = roundBooks(rounds.value);
      const errors = rounds.value.reduce((sum, round) => sum + round.purchases.errors, 0);
      const p99 = median(rounds.value.map((round) => round.purchases.p99Ms));
      share.actual += `; p99 ${p99} ms (median), ${lostUpdates} lost/doubled of ${giftsGranted}, ${errors} errors`;
      if (lostUpdates !== 0 || giftsGranted === 0) share.verdict = 'fail';
    }
    rows.push(share);
  }
  return rows;
}

function configurationRows(results: Measured): BudgetRow[] {
  const { target, reference, minShare } = BUDGETS.configuration;
  const budget = `within 2× of /v1/member/session (≥ ${percent(minShare)} of its req/s)`;
  return results.server.map((pass) =>
    shareRow(
      budget,
      `API /v1/configuration on ${dbName(pass)}`,
      figuresOf(pass, targetOf(pass, target), target),
      figuresOf(pass, targetOf(pass, reference), reference),
      '/v1/member/session',
      minShare,
    ),
  );
}

function memoryRows(results: Measured): BudgetRow[] {
  const { maxPortalWorkerMb } = BUDGETS.memory;
  const budget = `RSS ≤ ${maxPortalWorkerMb} MB per portal process after the load`;
  return results.server.map((pass): BudgetRow => {
    const subject = `portal on ${dbName(pass)}`;
    const memory = pass.memoryAfterLoad;
    if (pass.skipped) return { budget, subject, actual: 'n/a', verdict: 'n/a', reason: pass.skipped };
    const sizes = memory?.processes.filter((p) => p.role === 'portal').map((p) => p.rssMb ?? 0) ?? [];
    if (!memory || sizes.length === 0)
      return { budget, subject, actual: 'n/a', verdict: 'n/a', reason: 'memory not read after the load' };
    const largest = Math.max(...sizes);
    const api = memory.apiMb === undefined ? '' : `; API ${Math.round(memory.apiMb)} MB`;
    return {
      budget,
      subject,
      actual: `largest ${Math.round(largest)} MB of ${sizes.map((mb) => Math.round(mb)).join(' / ')} MB${api}`,
      verdict: verdict(largest <= maxPortalWorkerMb),
    };
  });
}

export function evaluateBudgets(results: Measured): BudgetRow[] {
  const pageRows =
    results.pages.length > 0
      ? [
          ...results.pages
            .filter((page) => (BUDGETS.lighthouse.pages as readonly string[]).includes(page.id))
            .flatMap(lighthouseRows),
          ...firstLoadRows(results.pages, results.frameworkFloor),
        ]
      : [];
  const serverRows =
    results.server.length > 0
      ? [
          ...memberDetailsRows(results),
          ...ssrRows(results),
          ...purchaseRows(results),
          ...configurationRows(results),
          ...memoryRows(results),
        ]
      : [];
  return [...pageRows, ...serverRows];
}
