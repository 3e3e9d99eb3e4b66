/**
 * `npm test`: every test layer in order — typecheck, lint, import boundaries, dead code, unit, API integration,
 * portal BFF, browser end-to-end — stopping at the first red layer, then each layer's time and the totals.
 *
 * When TEST_DATABASE_URL is unset and a PostgreSQL server answers on 127.0.0.1:5432 (as on our machines and
 * CI), the database suites run against it as well as against PGlite.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  errorGist,
  playwrightFailures,
  vitestFailures,
  type Failure,
  type PlaywrightSuite,
  type VitestReport,
} from './lib/test-report';

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';

interface Totals {
  passed: number;
  failed: number;
  skipped: number;
  /** Of the passed: browser tests that passed only on a retry. */
  flaky: number;
}
const totals: Totals = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
/** Each failed test with the start of its error: printed last, because a CI log is often read from its tail. */
const failures: Failure[] = [];
/** Browser tests that failed once and passed on CI's retry: not failures, but printed so that they get fixed. */
const flaky: Failure[] = [];
const timings: { step: string; seconds: number; ok: boolean }[] = [];
const reports = mkdtempSync(join(tmpdir(), 'loyalty-test-'));

function run(step: string, command: string, args: string[]): Promise<boolean> {
  console.log(`\n━━ ${step}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: process.env });
    child.on('exit', (code) => {
      const ok = code === 0;
      timings.push({ step, seconds: (Date.now() - started) / 1000, ok });
      resolve(ok);
    });
  });
}

async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function addVitest(file: string): void {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8')) as VitestReport;
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  failures.push(...vitestFailures(report));
}

function addPlaywright(file: string): void {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    suites?: PlaywrightSuite[];
    errors?: { message?: string }[];
  };
  totals.passed += report.stats.expected + report.stats.flaky;
  totals.flaky += report.stats.flaky;
  totals.failed += report.stats.unexpected;
  totals.skipped += report.stats.skipped;
  failures.push(...playwrightFailures({ suites: report.suites }));
  flaky.push(...playwrightFailures({ suites: report.suites }, 'flaky'));
  // Errors outside any test (a failing global setup, a worker that crashed).
  for (const e of report.errors ?? [])
    failures.push({ title: 'Playwright', error: errorGist(e.message ?? '') });
}

/** A list of tests with the start of their errors, at most eight of them. */
function printFailures(heading: string, mark: string, list: Failure[]): void {
  if (list.length === 0) return;
  console.log(`\n━━ ${heading}`);
  for (const f of list.slice(0, 8)) console.log(`${mark} ${f.title}\n${f.error.replace(/^/gm, '    ')}`);
  if (list.length > 8) console.log(`… and ${list.length - 8} more`);
}

async function main(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL && (await postgresAnswers(LOCAL_POSTGRES))) {
    process.env.TEST_DATABASE_URL = LOCAL_POSTGRES;
  }
  console.log(
    process.env.TEST_DATABASE_URL
      ? `Database suites run on PGlite and on PostgreSQL (${process.env.TEST_DATABASE_URL}).`
      : 'Database suites run on PGlite only (no PostgreSQL server answered; set TEST_DATABASE_URL to add it).',
  );

  const vitest = (project: string) => [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(reports, `${project}.json`)}`,
  ];
  const steps: [string, string, string[], () => void][] = [
    ['typecheck', 'npm', ['run', '--silent', 'typecheck'], () => undefined],
    ['lint', 'npm', ['run', '--silent', 'lint'], () => undefined],
    ['boundaries', 'npm', ['run', '--silent', 'boundaries'], () => undefined],
    ['dead code', 'npm', ['run', '--silent', 'deadcode'], () => undefined],
    ['unit', 'npx', vitest('unit'), () => addVitest(join(reports, 'unit.json'))],
    ['api', 'npx', vitest('api'), () => addVitest(join(reports, 'api.json'))],
    ['portal', 'npx', vitest('portal'), () => addVitest(join(reports, 'portal.json'))],
    ['build', 'npm', ['run', '--silent', 'build'], () => undefined],
    [
      'e2e',
      'npx',
      ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
      () => addPlaywright(join(reports, 'e2e.json')),
    ],
  ];
  process.env.PLAYWRIGHT_JSON_OUTPUT_NAME = join(reports, 'e2e.json');

  let ok = true;
  for (const [step, command, args, count] of steps) {
    ok = await run(step, command, args);
    count();
    if (!ok) break;
  }

  console.log('\n━━ Summary');
  for (const t of timings)
    console.log(`${t.ok ? 'ok  ' : 'FAIL'} ${t.step.padEnd(10)} ${t.seconds.toFixed(1)} s`);
  if (!ok && totals.failed === 0) totals.failed = 1; // a red typecheck, lint or build counts as a failure
  console.log(
    `${totals.passed} passed${totals.flaky ? ` (${totals.flaky} only on a retry)` : ''}, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
  );
  printFailures('Passed only on a retry (flaky; the failed attempt said)', '~', flaky);
  printFailures('What failed (first lines of each error; the full output is above)', '✘', failures);
  process.exit(ok ? 0 : 1);
}

void main();
