/** The printed report: one table per section, n/a rows with their reason, then the budgets and a summary. */
import { available, type Available } from './availability';
import type { SteadyLoads } from './budget-rounds';
import { BUDGETS } from './budgets';
import { ratioToCeiling, type LoadFigures } from './load';
import type { StackMemory } from './processes';
import type { PurchaseFigures } from './purchases';
import type { BenchResults, BudgetRow, LoadResult, ServerPass } from './results';

/** A table row: cells, or a first cell and a note that spans the rest (n/a rows). */
type Row = string[] | { first: string; note: string };

function table(headers: string[], rows: Row[], rightAligned: ReadonlySet<number>): string {
  const full = [headers, ...rows.filter((r): r is string[] => Array.isArray(r))];
  const spanned = rows.filter((r): r is { first: string; note: string } => !Array.isArray(r));
  const widths = headers.map((_, i) =>
    Math.max(
      ...full.map((r) => (r[i] ?? '').length),
      ...(i === 0 ? spanned.map((r) => r.first.length) : [0]),
    ),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (rightAligned.has(i) ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [headers, ...rows]
    .map((row) =>
      Array.isArray(row) ? `  ${line(row)}` : `  ${row.first.padEnd(widths[0] ?? 0)}  ${row.note}`,
    )
    .join('\n');
}

const fixed = (value: number | undefined, digits = 0, unit = '') =>
  value === undefined ? '–' : `${value.toFixed(digits)}${unit}`;
const percent = (share: number) => `${Math.round(share * 100)} %`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mb = (value: number | undefined) => fixed(value, 0, ' MB');

function memoryLine(memory: StackMemory): string {
  const portal = `portal ${mb(memory.portalMb)} (${memory.portalProcesses} processes: the cluster launcher and its workers)`;
  return `API ${mb(memory.apiMb)}, ${portal}, npm start supervisor ${mb(memory.supervisorMb)}`;
}

function startupSection(results: BenchResults): string {
  const rows: Row[] = results.startup.map((s) => [
    s.label,
    seconds(s.apiReadyMs),
    seconds(s.portalFirst200Ms),
    mb(s.memory.apiMb),
    mb(s.memory.portalMb),
    mb(s.memory.supervisorMb),
    percent(s.otherCpu),
  ]);
  return [
    'Start-up: spawning `npm start --no-build` to the first 200 (memory right after)',
    table(
      ['', 'API ready', 'portal 200 on /', 'API RSS', 'portal RSS', 'start.ts RSS', "others' CPU"],
      rows,
      new Set([1, 2, 3, 4, 5, 6]),
    ),
  ].join('\n');
}

function pagesSection(results: BenchResults): string {
  const runs = Math.max(1, ...results.pages.map((p) => (p.lighthouse.ok ? p.lighthouse.value.runs : 0)));
  const rows: Row[] = results.pages.map((page) => {
    const label = `${page.label} ${page.path ?? ''}`.trim();
    if (!page.lighthouse.ok && !page.firstLoadJs.ok)
      return { first: label, note: `n/a: ${page.lighthouse.reason}` };
    const lh = page.lighthouse.ok ? page.lighthouse.value : undefined;
    const js = page.firstLoadJs.ok
      ? `${page.firstLoadJs.value.gzipKb.toFixed(1)} KB (${page.firstLoadJs.value.files})`
      : 'n/a';
    return [
      label,
      fixed(lh?.performance),
      fixed(lh?.accessibility),
      fixed(lh?.bestPractices),
      fixed(lh?.seo),
      fixed(lh?.fcpMs, 0, ' ms'),
      fixed(lh?.lcpMs, 0, ' ms'),
      fixed(lh?.tbtMs, 0, ' ms'),
      fixed(lh?.cls, 3),
      js,
      lh ? percent(lh.otherCpu) : '–',
    ];
  });
  const notes = results.pages.flatMap((page) => {
    const out: string[] = [];
    if (page.lighthouse.ok) {
      const { failedAudits, performanceHints, warnings } = page.lighthouse.value;
      if (failedAudits.length > 0) out.push(`    ${page.label}: failed audits: ${failedAudits.join('; ')}`);
      // Only where the performance budget fails: elsewhere the list is noise.
      if (
        performanceHints.length > 0 &&
        (page.lighthouse.value.performance ?? 0) < BUDGETS.lighthouse.minPerformance
      ) {
        out.push(`    ${page.label}: performance diagnostics: ${performanceHints.join('; ')}`);
      }
      if (warnings.length > 0) out.push(`    ${page.label}: Lighthouse warnings: ${warnings.join('; ')}`);
    } else if (page.firstLoadJs.ok) out.push(`    ${page.label}: Lighthouse n/a: ${page.lighthouse.reason}`);
    if (page.firstLoadJs.ok) {
      const top = page.firstLoadJs.value.chunks
        .slice(0, 3)
        .map((c) => `${c.path.split('/').pop()} ${c.gzipKb.toFixed(1)} KB`);
      const documentKb = page.firstLoadJs.value.documentGzipKb.toFixed(1);
      out.push(
        `    ${page.label}: largest first-load chunks: ${top.join(', ')}; the HTML itself ${documentKb} KB gz`,
      );
    }
    return out;
  });
  const floor = results.frameworkFloor;
  if (floor) {
    notes.push(
      floor.ok
        ? `    framework floor: a bare Next.js ${floor.value.next} / React ${floor.value.react} App Router page loads ${floor.value.gzipKb.toFixed(1)} KB gz (${floor.value.files} files); the rest of each figure is the portal's own`
        : `    framework floor: n/a: ${floor.reason}`,
    );
  }
  const benchmark = results.pages.find((p) => p.lighthouse.ok && p.lighthouse.value.benchmarkIndex);
  const index = benchmark?.lighthouse.ok
    ? ` · Lighthouse benchmarkIndex ${fixed(benchmark.lighthouse.value.benchmarkIndex)}`
    : '';
  return [
    `Pages: Lighthouse 12 mobile (simulated throttling), median of ${runs} run${runs > 1 ? 's' : ''}; first-load JS gzipped (files)${index}`,
    table(
      ['', 'perf', 'a11y', 'BP', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'first-load JS', "others' CPU"],
      rows,
      new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
    ),
    ...notes,
  ].join('\n');
}

function loadRow(label: string, figures: Available<LoadFigures>, ratio: number | undefined): Row {
  if (!figures.ok) return { first: label, note: `n/a: ${figures.reason}` };
  const f = figures.value;
  const codes = Object.entries(f.statusCodes).map(([code, count]) => `${count}×${code}`);
  const kinds = Object.entries(f.errorKinds ?? {}).map(([kind, count]) => `${count}× ${kind}`);
  const errors = kinds.length > 0 ? `${f.errors} err (${kinds.join(', ')})` : `${f.errors} err`;
  const failures = f.errors + f.non2xx === 0 ? '0' : [errors, ...codes].join(', ');
  const retries = f.retried ? `; ${f.retried} sent again on a fresh connection` : '';
  return [
    label,
    f.requestsPerSecond.toFixed(0),
    `${f.p50Ms} ms`,
    `${f.p99Ms} ms`,
    `${failures}${retries}`,
    ratio === undefined ? '' : `${(ratio * 100).toFixed(1)} %`,
    percent(f.otherCpu),
  ];
}

const ROUTE_HANDLER_FLOOR_LABEL = 'Next.js floor: bare route handler, 1 upstream GET';
const API_ROUTE_FLOOR_LABEL = 'Next.js floor: the same as an API route (pages/api; reported)';
const API_RELAY_FLOOR_LABEL = 'Next.js API-route floor relaying API /v1/member/details (reported)';

function purchaseBooksLine(p: PurchaseFigures): string {
  return `purchases: ${p.succeeded} acknowledged (warm-up included) + ${p.finishedAfterCutoff} completed unseen by the load generator (in flight at its cut-off, or timed out) = ${p.giftsGranted} gifts granted; balance fell ${p.balanceDrop} (expected ${p.expectedDrop}) → ${p.lostUpdates} lost or doubled updates`;
}

/** The budget rounds' loads (budget-rounds.ts), each labelled with its round. */
function roundRows(pass: ServerPass): Row[] {
  if (!pass.rounds) return [];
  if (!pass.rounds.ok) return [{ first: 'budget rounds', note: `n/a: ${pass.rounds.reason}` }];
  const count = pass.rounds.value.length;
  return pass.rounds.value.flatMap((round, i) => {
    const label = (what: string) => `round ${i + 1}/${count}: ${what}`;
    const row = (what: string, figures: LoadFigures) =>
      loadRow(label(what), available(figures), ratioToCeiling(available(figures), pass.ceiling));
    // At a steady rate the req/s is the rate asked for: no share of the ceiling to show.
    const steady = (what: string, figures: (loads: SteadyLoads) => LoadFigures): Row => {
      const first = label(`${what} at a steady ${round.steady.rate} req/s`);
      return 'skipped' in round.steady
        ? { first, note: `not run: ${round.steady.skipped}` }
        : loadRow(first, available(figures(round.steady)), undefined);
    };
    return [
      row('route-handler floor', round.floor),
      row('BFF …/getMemberDetails', round.details),
      steady('BFF …/getMemberDetails', (loads) => loads.details),
      steady('route-handler floor', (loads) => loads.floor),
      row('BFF POST …/submitPointShopPurchase', round.purchases),
    ];
  });
}

function serverSection(results: BenchResults): string {
  const { connections, loadSeconds } = results.settings;
  return results.server
    .map((pass) => {
      const title = `Server load: autocannon, ${connections} connections, ${loadSeconds} s each, on ${pass.database === 'pglite' ? 'PGlite' : 'PostgreSQL'}`;
      if (pass.skipped) return `${title}\n  n/a: ${pass.skipped}`;
      const rows: Row[] = [
        ...(pass.ceiling
          ? [loadRow('raw node:http (ceiling)', pass.ceiling, pass.ceiling.ok ? 1 : undefined)]
          : []),
        ...(pass.routeHandlerFloor
          ? [
              loadRow(
                ROUTE_HANDLER_FLOOR_LABEL,
                pass.routeHandlerFloor,
                ratioToCeiling(pass.routeHandlerFloor, pass.ceiling),
              ),
            ]
          : []),
        ...(pass.apiRouteFloor
          ? [
              loadRow(
                API_ROUTE_FLOOR_LABEL,
                pass.apiRouteFloor,
                ratioToCeiling(pass.apiRouteFloor, pass.ceiling),
              ),
            ]
          : []),
        ...pass.targets.map((t: LoadResult) => loadRow(t.label, t.figures, t.ratioToCeiling)),
        ...(pass.apiRelayFloor
          ? [
              loadRow(
                API_RELAY_FLOOR_LABEL,
                pass.apiRelayFloor,
                ratioToCeiling(pass.apiRelayFloor, pass.ceiling),
              ),
            ]
          : []),
        ...roundRows(pass),
      ];
      return [
        title,
        table(
          ['', 'req/s', 'p50', 'p99', 'errors/non-2xx', 'of ceiling', "others' CPU"],
          rows,
          new Set([1, 2, 3, 5, 6]),
        ),
        ...(pass.rounds?.ok
          ? pass.rounds.value.map((round, i) => `  round ${i + 1}: ${purchaseBooksLine(round.purchases)}`)
          : []),
        ...(pass.memoryAfterLoad
          ? [`  memory after the load tests: ${memoryLine(pass.memoryAfterLoad)}`]
          : []),
      ].join('\n');
    })
    .join('\n\n');
}

const MARK: Record<BudgetRow['verdict'], string> = { pass: 'PASS', fail: 'FAIL', 'n/a': 'n/a ' };

function budgetSection(budgets: BudgetRow[]): string {
  const rows: Row[] = budgets.map((b) => [
    MARK[b.verdict],
    b.subject,
    b.budget,
    b.verdict === 'n/a' ? (b.reason ?? '') : b.actual,
  ]);
  const count = (v: BudgetRow['verdict']) => budgets.filter((b) => b.verdict === v).length;
  return [
    'Budgets (reported, not enforced)',
    table(['', 'what', 'budget', 'actual'], rows, new Set()),
    `  Summary: ${count('pass')} pass, ${count('fail')} fail, ${count('n/a')} n/a`,
  ].join('\n');
}

export function renderReport(results: BenchResults): string {
  const env = results.environment;
  const load = (avg: number[]) => avg.map((v) => v.toFixed(2)).join(' ');
  const header = [
    `Loyalty Portal bench · ${results.startedAt} · ${results.quick ? 'quick' : 'full'} · ${results.durationSeconds.toFixed(0)} s`,
    `  node ${env.node} · ${env.cpus} × ${env.cpuModel} · ${env.memoryGb.toFixed(0)} GB · load average ${load(env.loadAverageBefore)} → ${load(env.loadAverageAfter)}`,
    `  portal build ${env.buildId ?? '?'}${env.builtSeconds === undefined ? ' (current)' : ` (built now in ${env.builtSeconds.toFixed(0)} s)`} · ${env.chromium ?? 'Chromium not used'}${env.postgres ? ` · PostgreSQL ${env.postgres}` : ''}`,
    ...(results.signIn
      ? [
          `  demo sign-in through the dev outbox: ${results.signIn.ok ? 'ok' : `n/a (${results.signIn.reason})`}`,
        ]
      : []),
    `  others' CPU: share of the machine used meanwhile by processes that are not the bench's (what it started, and the backends of its PostgreSQL database); above ~20 % a row is disturbed`,
    ...results.warnings.map((w) => `  WARNING: ${w}`),
  ].join('\n');
  const sections = [
    header,
    results.startup.length > 0 ? startupSection(results) : undefined,
    results.pages.length > 0 ? pagesSection(results) : undefined,
    results.server.length > 0 ? serverSection(results) : undefined,
    results.budgets.length > 0 ? budgetSection(results.budgets) : undefined,
  ];
  return sections.filter((s): s is string => s !== undefined).join('\n\n');
}
