/**
 * The floor under every BFF figure: the bare Next.js app of framework-floor.ts served exactly as the portal is
 * (scripts/portal-cluster.mjs, the same number of `next start` workers), its route handler `/api/relay` making one
 * GET to the hello-world ceiling server and returning the answer as JSON. That is the least a BFF call on Next.js
 * costs on this machine at this moment — no session, validation, business or database — so the distance from it
 * to the portal's getMemberDetails is ours, and a budget below it cannot be met by any route handler.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from '../lib/demo-stack';
import { repoRoot } from '../lib/stack-config';
import { ensureFloorBuilt, FLOOR_UPSTREAM_ENV, floorDir } from './framework-floor';

export interface RouteHandlerFloor {
  url: string;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 60_000;

export async function startRouteHandlerFloor(upstreamUrl: string): Promise<RouteHandlerFloor> {
  ensureFloorBuilt();
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      join(repoRoot, 'scripts/portal-cluster.mjs'),
      join(repoRoot, 'node_modules/next/dist/bin/next'),
      'start',
      '-p',
      String(port),
      '-H',
      '127.0.0.1',
    ],
    {
      cwd: floorDir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        [FLOOR_UPSTREAM_ENV]: upstreamUrl,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4_000)));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  const url = `http://127.0.0.1:${port}/api/relay`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the floor app exited (${child.exitCode}): ${errors}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(
    `the floor app did not answer 200 at ${url} within ${START_TIMEOUT_MS / 1000} s: ${errors}`,
  );
}
