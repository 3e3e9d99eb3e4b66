/**
 * Spawns the built stack exactly as a user's `npm start` runs it (`scripts/start.ts --no-build --quiet`) in
 * demo mode on free ports, for the end-to-end tests and the bench. Each caller waits for what it needs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot, type StackSecrets } from './stack-config';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface DemoStackOptions {
  /** Reuse this data directory (kept on stop) instead of a fresh temporary one named with `tmpPrefix`. */
  dataDir?: string;
  tmpPrefix: string;
  /** Environment on top of the caller's; `undefined` removes a variable. */
  env?: Record<string, string | undefined>;
}

export interface DemoStackProcess {
  child: ChildProcess;
  port: number;
  apiPort: number;
  dataDir: string;
  /** The last 20,000 characters the stack printed, for error messages. */
  output(): string;
  /** The tokens `npm start` generated into the data directory (readable once the API is up). */
  secrets(): StackSecrets;
  /** Stops the stack as Ctrl-C does (SIGINT: the portal, then the API, which releases DATA_DIR). */
  stop(): Promise<void>;
}

export async function spawnDemoStack(options: DemoStackOptions): Promise<DemoStackProcess> {
  const [port, apiPort] = [await freePort(), await freePort()];
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), options.tmpPrefix));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    API_PORT: String(apiPort),
    DATA_DIR: dataDir,
    LOYALTY_DEMO: '1',
    LOYALTY_DEV_OUTBOX: '1',
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  for (const [key, value] of Object.entries(options.env ?? {})) if (value === undefined) delete env[key];

  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--no-build', '--quiet'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  return {
    child,
    port,
    apiPort,
    dataDir,
    output: () => output,
    secrets: () => JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')) as StackSecrets,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGINT');
        await exited;
      }
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
