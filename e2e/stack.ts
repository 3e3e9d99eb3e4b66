/**
 * Starts the built stack (loyalty API + portal) through `scripts/start.ts --no-build` on free ports with a
 * fresh data directory, exactly as a user's `npm start` runs it, and stops it afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export interface Stack {
  port: number;
  apiUrl: string;
  dataDir: string;
  adminToken: string;
  serviceToken: string;
  /** The portal's address for a host name (`localhost` is Bean & Leaf, `northwind.localhost` Northwind). */
  url(host?: string, path?: string): string;
  /** Stops the stack as Ctrl-C does (SIGINT to `npm start`), waiting for it to exit. */
  stop(): Promise<void>;
}

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

async function waitUntilUp(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The stack exited (${child.exitCode}):\n${output()}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`The stack did not come up at ${url}:\n${output()}`);
}

export interface StackOptions {
  /** Reuse this data directory (and keep it on stop) instead of a fresh temporary one. */
  dataDir?: string;
  env?: Record<string, string>;
}

export function newDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'loyalty-e2e-'));
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const [port, apiPort] = [await freePort(), await freePort()];
  const dataDir = options.dataDir ?? newDataDir();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--no-build', '--quiet'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      LOYALTY_DEMO: '1',
      LOYALTY_DEV_OUTBOX: '1',
      LOG_LEVEL: 'warn',
      // Every test signs in from 127.0.0.1: the per-IP limits are for crowds, not for one test run.
      AUTH_CODE_REQUESTS_PER_IP: '10000',
      AUTH_CODE_CHECKS_PER_IP: '10000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const apiUrl = `http://127.0.0.1:${apiPort}`;
  await waitUntilUp(`http://127.0.0.1:${port}/api/configuration`, child, () => output);
  const secrets = JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')) as {
    adminToken: string;
    serviceToken: string;
  };

  return {
    port,
    apiUrl,
    dataDir,
    adminToken: secrets.adminToken,
    serviceToken: secrets.serviceToken,
    url: (host = 'localhost', path = '/') => `http://${host}:${port}${path}`,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGINT');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
