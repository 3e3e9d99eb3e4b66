/**
 * Command-line flags of `npm run bench`: `--quick` for trying the bench out, `--only pages|server|startup`
 * to run one measurement.
 */

export const SECTIONS = ['startup', 'pages', 'server'] as const;
export type Section = (typeof SECTIONS)[number];

export interface BenchOptions {
  quick: boolean;
  sections: ReadonlySet<Section>;
  /** Lighthouse runs per page; the median is reported. */
  lighthouseRuns: number;
  /** Seconds of each load test, and of the warm-up before it. */
  loadSeconds: number;
  warmupSeconds: number;
  /** Concurrent connections of each load test (issue 8: 50). */
  connections: number;
  /** A PostgreSQL server for the second pass of the server load tests (a fresh database is made on it). */
  databaseUrl: string | undefined;
}

export const USAGE = `Usage: npm run bench [-- --quick] [-- --only pages|server|startup]

  --quick            1 Lighthouse run per page and 3 s load tests (figures are rougher)
  --only <section>   run one section: startup, pages or server (repeatable)
  DATABASE_URL=...   also run the server load tests on PostgreSQL (a fresh database, dropped afterwards)`;

export function parseOptions(argv: readonly string[], env: NodeJS.ProcessEnv): BenchOptions {
  let quick = false;
  const only = new Set<Section>();
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--quick') quick = true;
    else if (arg === '--only' || arg?.startsWith('--only=')) {
      const value = arg === '--only' ? argv[++i] : arg.slice('--only='.length);
      for (const part of (value ?? '').split(',')) {
        if (!(SECTIONS as readonly string[]).includes(part))
          throw new Error(`--only takes ${SECTIONS.join('|')}\n\n${USAGE}`);
        only.add(part as Section);
      }
    } else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else throw new Error(`Unknown argument ${arg}\n\n${USAGE}`);
  }
  return {
    quick,
    sections: only.size > 0 ? only : new Set(SECTIONS),
    lighthouseRuns: quick ? 1 : 3,
    loadSeconds: quick ? 3 : 10,
    warmupSeconds: quick ? 1 : 2,
    connections: 50,
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
  };
}
