/**
 * The performance budgets, checked against the figures: pass, fail, or n/a with the reason when what they
 * apply to is not measured (yet). Reported, never enforced: the bench exits 0 whatever they say.
 */
import type { BenchResults, BudgetRow, PageResult } from './results';

export const BUDGETS = {
  /** On every measured page. */
  lighthouse: { minPerformance: 90, accessibility: 100, maxCls: 0.05 },
  /** Sign-in and landing pages: heavy parts load when used, providers every page needs stay small. */
  firstLoadJs: { maxGzipKb: 130, pages: ['sign-in', 'landing'] },
  /** The BFF's member details on PostgreSQL, on this 2-core machine with the load generator. */
  memberDetails: {
    target: 'bff-member-details',
    database: 'postgres',
    minRequestsPerSecond: 500,
    maxP99Ms: 100,
  },
} as const;

const verdict = (ok: boolean): BudgetRow['verdict'] => (ok ? 'pass' : 'fail');

function lighthouseRows(page: PageResult): BudgetRow[] {
  const { minPerformance, accessibility, maxCls } = BUDGETS.lighthouse;
  const subject = `${page.label} ${page.path ?? ''}`.trim();
  const budgets = [`performance ≥ ${minPerformance}`, `accessibility = ${accessibility}`, `CLS ≤ ${maxCls}`];
  if (!page.lighthouse.ok) {
    // One row for the three: a page that does not exist yet needs no three lines saying so.
    return [
      { budget: budgets.join(', '), subject, actual: 'n/a', verdict: 'n/a', reason: page.lighthouse.reason },
    ];
  }
  const { performance, accessibility: a11y, cls } = page.lighthouse.value;
  const row = (
    budget: string,
    value: number | undefined,
    ok: (v: number) => boolean,
    shown = String(value),
  ): BudgetRow =>
    value === undefined
      ? { budget, subject, actual: 'n/a', verdict: 'n/a', reason: 'Lighthouse gave no figure' }
      : { budget, subject, actual: shown, verdict: verdict(ok(value)) };
  return [
    row(budgets[0] ?? '', performance, (v) => v >= minPerformance),
    row(budgets[1] ?? '', a11y, (v) => v === accessibility),
    row(budgets[2] ?? '', cls, (v) => v <= maxCls, cls?.toFixed(3)),
  ];
}

function firstLoadRows(pages: PageResult[], frameworkFloor: BenchResults['frameworkFloor']): BudgetRow[] {
  const { maxGzipKb } = BUDGETS.firstLoadJs;
  const budget = `first-load JS ≤ ${maxGzipKb} KB gz`;
  return BUDGETS.firstLoadJs.pages.map((id): BudgetRow => {
    const page = pages.find((p) => p.id === id);
    const subject = page ? `${page.label} ${page.path ?? ''}`.trim() : id;
    if (!page)
      return { budget, subject, actual: 'n/a', verdict: 'n/a', reason: 'pages not measured in this run' };
    if (!page.firstLoadJs.ok)
      return { budget, subject, actual: 'n/a', verdict: 'n/a', reason: page.firstLoadJs.reason };
    const kb = page.firstLoadJs.value.gzipKb;
    const floor = frameworkFloor?.ok ? frameworkFloor.value.gzipKb : undefined;
    const actual =
      floor === undefined
        ? `${kb.toFixed(1)} KB`
        : `${kb.toFixed(1)} KB = framework ${floor.toFixed(1)} + ours ${(kb - floor).toFixed(1)}`;
    return { budget, subject, actual, verdict: verdict(kb <= maxGzipKb) };
  });
}

function memberDetailsRows(results: BenchResults): BudgetRow[] {
  const { target, database, minRequestsPerSecond, maxP99Ms } = BUDGETS.memberDetails;
  const budgets = [`≥ ${minRequestsPerSecond} req/s on PostgreSQL`, `p99 ≤ ${maxP99Ms} ms on PostgreSQL`];
  const subject = 'BFF getMemberDetails';
  const pass = results.server.find((p) => p.database === database);
  const measured = pass?.targets.find((t) => t.id === target)?.figures;
  const reason = !pass
    ? 'server load not measured in this run'
    : pass.skipped
      ? pass.skipped
      : !measured
        ? `${target} not measured`
        : !measured.ok
          ? measured.reason
          : undefined;
  if (!measured?.ok || reason)
    return budgets.map((budget) => ({ budget, subject, actual: 'n/a', verdict: 'n/a', reason }));
  const { requestsPerSecond, p99Ms } = measured.value;
  // Beside each figure, what a bare Next.js route handler making one upstream call reached in the same pass.
  const floor = pass?.routeHandlerFloor?.ok ? pass.routeHandlerFloor.value : undefined;
  const withFloor = (figure: string, floorFigure: string | undefined) =>
    floorFigure === undefined ? figure : `${figure} (Next.js floor ${floorFigure})`;
  return [
    {
      budget: budgets[0] ?? '',
      subject,
      actual: withFloor(
        `${Math.round(requestsPerSecond)} req/s`,
        floor && `${Math.round(floor.requestsPerSecond)} req/s`,
      ),
      verdict: verdict(requestsPerSecond >= minRequestsPerSecond),
    },
    {
      budget: budgets[1] ?? '',
      subject,
      actual: withFloor(`${p99Ms} ms`, floor && `${floor.p99Ms} ms`),
      verdict: verdict(p99Ms <= maxP99Ms),
    },
  ];
}

/** Purchases under load never lose or double an update, on every database measured. */
function purchaseRows(results: BenchResults): BudgetRow[] {
  return results.server
    .filter((pass) => pass.purchases)
    .map((pass): BudgetRow => {
      const budget = '0 lost or doubled updates';
      const subject = `BFF shop purchases on ${pass.database === 'pglite' ? 'PGlite' : 'PostgreSQL'}`;
      const figures = pass.purchases!;
      if (!figures.ok) return { budget, subject, actual: 'n/a', verdict: 'n/a', reason: figures.reason };
      const { lostUpdates, giftsGranted } = figures.value;
      return {
        budget,
        subject,
        actual: `${lostUpdates} of ${giftsGranted}`,
        verdict: verdict(lostUpdates === 0 && giftsGranted > 0),
      };
    });
}

export function evaluateBudgets(results: BenchResults): BudgetRow[] {
  const pageRows =
    results.pages.length > 0
      ? [...results.pages.flatMap(lighthouseRows), ...firstLoadRows(results.pages, results.frameworkFloor)]
      : [];
  return [
    ...pageRows,
    ...(results.server.length > 0 ? [...memberDetailsRows(results), ...purchaseRows(results)] : []),
  ];
}
