/**
 * `npm run bench`: where the portal and the API stand. Builds the portal if its sources changed,
 * then starts its own stacks as `npm start` does (free ports, fresh data) and measures start-up, pages
 * (Lighthouse, first-load JS) and server load, on PGlite and, with DATABASE_URL, on PostgreSQL. Prints a
 * table, writes bench-results.json, reports the budgets and exits 0 whatever they say (figures, not tests).
 *
 * Flags: --quick (1 Lighthouse run, 3 s load tests), --only pages|server|startup. See scripts/bench/.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './lib/stack-config';
import { available, errorMessage, unavailable } from './bench/availability';
import { evaluateBudgets } from './bench/budgets';
import { currentBuildId, ensurePortalBuilt } from './bench/build';
import { startCeilingServer } from './bench/ceiling-server';
import { cleanupAll, cleanupOnSignals, onCleanup } from './bench/cleanup';
import { countAsOurs } from './bench/cpu-noise';
import { parseOptions, type BenchOptions } from './bench/options';
import { measureFrameworkFloor } from './bench/framework-floor';
import { measurePages } from './bench/pages';
import { createBenchDatabase, serverVersion } from './bench/postgres';
import { renderReport } from './bench/report';
import type { BenchResults, Database } from './bench/results';
import { measureServer, type LoadBaselines } from './bench/server';
import { startRouteHandlerFloor } from './bench/route-handler-floor';
import { signInDemoMember } from './bench/sign-in';
import { startMeasured } from './bench/startup';

const RESULTS_FILE = join(repoRoot, 'bench-results.json');

function chromiumVersion(): string | undefined {
  try {
    // stderr ignored: Debian's wrapper script prints a harmless shell warning on some machines.
    return execFileSync(
      process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      ['--version'],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    ).trim();
  } catch {
    return undefined;
  }
}

/**
 * One database: start the stack (timed), sign the demo member in, measure pages (PGlite only: the pages do
 * not depend on the database) and server load, stop. On PGlite the start-up is measured twice: on a fresh
 * data directory (migrations and demo seed included) and again on the same data (a plain restart).
 */
async function runPass(
  database: Database,
  databaseUrl: string | undefined,
  options: BenchOptions,
  results: BenchResults,
  baselines: LoadBaselines | undefined,
): Promise<void> {
  const { sections } = options;
  const dataDir = mkdtempSync(join(tmpdir(), 'loyalty-bench-'));
  const removeDataDir = onCleanup(`data dir ${dataDir}`, () =>
    rmSync(dataDir, { recursive: true, force: true }),
  );
  const name = database === 'pglite' ? 'PGlite' : 'PostgreSQL';
  try {
    let started = await startMeasured(`${name}, fresh data`, database, { dataDir, databaseUrl });
    if (sections.has('startup')) results.startup.push(started.startup);
    if (sections.has('startup') && database === 'pglite') {
      await started.stop();
      started = await startMeasured(`${name}, restart on existing data`, database, { dataDir, databaseUrl });
      results.startup.push(started.startup);
    }
    try {
      const wantsPages = sections.has('pages') && database === 'pglite';
      if (!wantsPages && !sections.has('server')) return;
      const session = await signInDemoMember(started.stack);
      results.signIn ??= session.ok
        ? { ok: true, value: { memberId: session.value.claims.comoMemberId } }
        : session;
      if (wantsPages) {
        results.pages = await measurePages(started.stack, session, options.lighthouseRuns);
        try {
          results.frameworkFloor = available(measureFrameworkFloor());
        } catch (e) {
          results.frameworkFloor = unavailable(errorMessage(e));
        }
      }
      if (sections.has('server') && baselines) {
        results.server.push(
          await measureServer(
            started.stack,
            database,
            session,
            baselines,
            {
              connections: options.connections,
              seconds: options.loadSeconds,
              warmupSeconds: options.warmupSeconds,
            },
            options.budgetRounds,
          ),
        );
      }
    } finally {
      await started.stop();
    }
  } finally {
    await removeDataDir();
  }
}

/** The servers every load figure is read against: the raw node:http ceiling and Next.js's route-handler floor. */
async function startBaselines(): Promise<LoadBaselines> {
  const ceiling = await startCeilingServer();
  onCleanup('hello-world server', () => ceiling.stop());
  console.log('Starting the Next.js route-handler floor (a bare app; built on first use)…');
  const routeHandlerFloor = await startRouteHandlerFloor(ceiling.url).then(available, (e: unknown) =>
    unavailable(errorMessage(e)),
  );
  if (routeHandlerFloor.ok) onCleanup('route-handler floor', () => routeHandlerFloor.value.stop());
  return { ceiling, routeHandlerFloor };
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2), process.env);
  cleanupOnSignals();
  const startedAt = new Date();
  const results: BenchResults = {
    startedAt: startedAt.toISOString(),
    durationSeconds: 0,
    quick: options.quick,
    sections: [...options.sections],
    settings: {
      lighthouseRuns: options.lighthouseRuns,
      connections: options.connections,
      loadSeconds: options.loadSeconds,
      warmupSeconds: options.warmupSeconds,
      budgetRounds: options.budgetRounds,
    },
    environment: {
      node: process.version,
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
      memoryGb: totalmem() / 2 ** 30,
      loadAverageBefore: loadavg(),
      loadAverageAfter: [],
      chromium: options.sections.has('pages') ? chromiumVersion() : undefined,
      postgres: undefined,
      buildId: undefined,
      builtSeconds: undefined,
    },
    warnings: [],
    signIn: undefined,
    startup: [],
    pages: [],
    server: [],
    budgets: [],
  };

  const build = await ensurePortalBuilt();
  results.environment.buildId = build.buildId;
  results.environment.builtSeconds = build.builtSeconds;
  results.warnings.push(...build.warnings);

  const baselines = options.sections.has('server') ? await startBaselines() : undefined;

  await runPass('pglite', undefined, options, results, baselines);

  const wantsPostgres = options.sections.has('server') || options.sections.has('startup');
  if (options.databaseUrl && wantsPostgres) {
    results.environment.postgres = await serverVersion(options.databaseUrl);
    const database = await createBenchDatabase(options.databaseUrl);
    const drop = onCleanup(`database ${database.name}`, () => database.drop());
    // Its backends do the pass's database work: not others' CPU (cpu-noise.ts).
    const stopCounting = countAsOurs(database.name);
    try {
      await runPass('postgres', database.url, options, results, baselines);
    } finally {
      stopCounting();
      await drop();
    }
  } else if (options.sections.has('server')) {
    results.server.push({
      database: 'postgres',
      skipped:
        'DATABASE_URL not set (e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench)',
      targets: [],
    });
  }
  await cleanupAll();

  // Another engineer's `next build` in this working tree while we measured would mix two builds' figures.
  if (currentBuildId() !== build.buildId)
    results.warnings.push(
      `the portal was rebuilt while the bench ran (build ${build.buildId} → ${currentBuildId()}): page figures may mix both builds`,
    );
  results.environment.loadAverageAfter = loadavg();
  results.durationSeconds = (Date.now() - startedAt.getTime()) / 1000;
  results.budgets = evaluateBudgets(results);

  console.log(`\n${renderReport(results)}\n`);
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`Written to ${RESULTS_FILE}`);
}

main().then(
  () => process.exit(0),
  async (error: unknown) => {
    console.error(`The bench failed: ${errorMessage(error)}`);
    await cleanupAll();
    process.exit(1);
  },
);
