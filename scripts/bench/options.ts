import { parseArgs } from 'node:util';

/**
 * Command-line flags of `npm run bench`: `--quick` for trying the bench out, `--only pages|server|startup`
 * to run one measurement.
 */

const SECTIONS = ['startup', 'pages', 'server'] as const;
type Section = (typeof SECTIONS)[number];

export interface BenchOptions {
  quick: boolean;
  sections: ReadonlySet<Section>;
  /** Lighthouse runs per page; the median is reported. */
  lighthouseRuns: number;
  /** Seconds of each load test, and of the warm-up before it. */
  loadSeconds: number;
  warmupSeconds: number;
  /** Rounds of the budgets that compare two loads (budget-rounds.ts); each reads the median of its rounds. */
  budgetRounds: number;
  /** Concurrent connections of each load test (50, as the budgets assume). */
  connections: number;
  /** A PostgreSQL server for the second pass of the server load tests (a fresh database is made on it). */
  databaseUrl: string | undefined;
}

const USAGE = `Usage: npm run bench [-- --quick] [-- --only pages|server|startup]

  --quick            1 Lighthouse run per page and 3 s load tests (figures are rougher)
  --only <section>   run one section: startup, pages or server (repeatable)
  DATABASE_URL=...   also run the server load tests on PostgreSQL (a fresh database, dropped afterwards)`;

export function parseOptions(argv: readonly string[], env: NodeJS.ProcessEnv): BenchOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        quick: { type: 'boolean', default: false },
        only: { type: 'string', multiple: true, default: [] },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
    }));
  } catch (error) {
    throw new Error(`${(error as Error).message}\n\n${USAGE}`, { cause: error });
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const quick = values.quick;
  const only = new Set<Section>();
  for (const part of values.only.flatMap((value) => value.split(','))) {
    if (!(SECTIONS as readonly string[]).includes(part))
      throw new Error(`--only takes ${SECTIONS.join('|')}\n\n${USAGE}`);
    only.add(part as Section);
  }
  return {
    quick,
    sections: only.size > 0 ? only : new Set(SECTIONS),
    lighthouseRuns: quick ? 1 : 3,
    loadSeconds: quick ? 3 : 10,
    warmupSeconds: quick ? 1 : 2,
    budgetRounds: quick ? 1 : 3,
    connections: 50,
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
  };
}
