/**
 * Starts the built stack (loyalty API + portal) through `scripts/start.ts --no-build` on free ports with a
 * fresh data directory, exactly as a user's `npm start` runs it, and stops it afterwards.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnDemoStack } from '../scripts/lib/demo-stack';

export { freePort } from '../scripts/lib/demo-stack';

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
  const stack = await spawnDemoStack({
    dataDir: options.dataDir,
    tmpPrefix: 'loyalty-e2e-',
    env: {
      // Every test signs in from 127.0.0.1: the per-IP limits are for crowds, not for one test run.
      AUTH_CODE_REQUESTS_PER_IP: '10000',
      AUTH_CODE_CHECKS_PER_IP: '10000',
      // The push spec's push service listens on this machine, over plain http.
      PUSH_ALLOW_LOCAL_ENDPOINTS: '1',
      ...options.env,
    },
  });
  const { port, dataDir } = stack;
  try {
    await waitUntilUp(`http://127.0.0.1:${port}/api/configuration`, stack.child, stack.output);
  } catch (error) {
    await stack.stop();
    throw error;
  }
  const secrets = stack.secrets();
  return {
    port,
    apiUrl: `http://127.0.0.1:${stack.apiPort}`,
    dataDir,
    adminToken: secrets.adminToken,
    serviceToken: secrets.serviceToken,
    url: (host = 'localhost', path = '/') => `http://${host}:${port}${path}`,
    stop: stack.stop,
  };
}
