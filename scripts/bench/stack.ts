/**
 * Starts the built stack exactly as a user's `npm start` does (scripts/start.ts --no-build) on free ports,
 * timing it from the spawn to the API's first `/ready` and the portal's first 200 on `/`. Beside the e2e
 * harness (both spawn through scripts/lib/demo-stack.ts), it keeps the spawn time, the start process's pid
 * (to find the API and portal processes) and polling fine enough to time a start-up.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { spawnDemoStack } from '../lib/demo-stack';
import { repoRoot } from '../lib/stack-config';
import { first200 } from './child-process';

export interface BenchStack {
  /** The start process (`scripts/start.ts`): the API and the portal run as its children. */
  pid: number;
  port: number;
  apiUrl: string;
  dataDir: string;
  serviceToken: string;
  /** For the admin API (the purchase test stocks a shop item and awards points). */
  adminToken: string;
  nextAuthSecret: string;
  /** Milliseconds from spawning `npm start` to the API's first 200 on /ready. */
  apiReadyMs: number;
  /** Milliseconds from spawning `npm start` to the portal's first 200 on `/`. */
  portalFirst200Ms: number;
  /** The portal as a browser reaches Bean & Leaf (`localhost` resolves to the default business). */
  portalUrl(path?: string): string;
  stop(): Promise<void>;
}

export interface BenchStackOptions {
  /** Reuse a data directory (a restart) instead of a fresh temporary one; it is then kept on stop. */
  dataDir?: string;
  /** PostgreSQL instead of PGlite. */
  databaseUrl?: string;
}

/**
 * scripts/start.ts loads .env without overriding the environment: a DATABASE_URL there would turn the
 * PGlite pass into a run against that server, seeding demo data into it.
 */
function assertNoDotEnvDatabase(): void {
  const file = join(repoRoot, '.env');
  if (existsSync(file) && parseEnv(readFileSync(file, 'utf8')).DATABASE_URL) {
    throw new Error(
      '.env sets DATABASE_URL: the bench seeds demo data. Remove it from .env and pass DATABASE_URL=… to the bench instead.',
    );
  }
}

export async function startBenchStack(options: BenchStackOptions = {}): Promise<BenchStack> {
  if (!options.databaseUrl) assertNoDotEnvDatabase();
  // Each pass chooses its database; tokens come from the fresh DATA_DIR, never from the caller's shell.
  const env: Record<string, string | undefined> = Object.fromEntries(
    [
      'DATABASE_URL',
      'LOYALTY_API_URL',
      'SERVICE_TOKEN',
      'ADMIN_TOKEN',
      'NEXTAUTH_SECRET',
      'NEXTAUTH_URL',
      'HOST',
    ].map((key) => [key, undefined]),
  );
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;

  const spawnedAt = Date.now();
  const stack = await spawnDemoStack({ dataDir: options.dataDir, tmpPrefix: 'loyalty-bench-', env });
  const { child, port, apiPort, dataDir, stop } = stack;
  const output = stack.output;

  try {
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    const [apiReadyMs, portalFirst200Ms] = await Promise.all([
      first200(`${apiUrl}/ready`, spawnedAt, child, { what: 'The stack', output }),
      first200(`http://localhost:${port}/`, spawnedAt, child, { what: 'The stack', output }),
    ]);
    const secrets = stack.secrets();
    return {
      pid: child.pid ?? -1,
      port,
      apiUrl,
      dataDir,
      serviceToken: secrets.serviceToken,
      adminToken: secrets.adminToken,
      nextAuthSecret: secrets.nextAuthSecret,
      apiReadyMs,
      portalFirst200Ms,
      portalUrl: (path = '/') => `http://localhost:${port}${path}`,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
