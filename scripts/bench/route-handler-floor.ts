/**
 * The floor under every BFF figure: the bare Next.js app of framework-floor.ts served exactly as the portal is
 * (scripts/portal-cluster.mjs, the same number of `next start` workers), its route handler `/api/relay` making one
 * GET to the hello-world ceiling server and returning the answer as JSON. That is the least a BFF call on Next.js
 * costs on this machine at this moment — no session, validation, business or database — so the distance from it
 * to the portal's getMemberDetails is ours, and a budget below it cannot be met by any route handler.
 * Started with an API route and its headers instead (server.ts), it relays that call: a bare Next.js BFF for it.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from '../lib/demo-stack';
import { repoRoot } from '../lib/stack-config';
import { first200, stopChild } from './child-process';
import {
  ensureFloorBuilt,
  FLOOR_UPSTREAM_ENV,
  FLOOR_UPSTREAM_HEADERS_ENV,
  floorDir,
} from './framework-floor';

export interface RouteHandlerFloor {
  /** The App Router route handler relaying its upstream. */
  url: string;
  /** The same relay as a Next.js API route (pages/api), the way the portal serves its BFF (decision 011). */
  apiRouteUrl: string;
  /** The same app's page rendered per request (`/ssr`): the bare Next.js page floor of the SSR budgets. */
  pageUrl: string;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 60_000;

export async function startRouteHandlerFloor(
  upstreamUrl: string,
  upstreamHeaders: Record<string, string> = {},
): Promise<RouteHandlerFloor> {
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
        [FLOOR_UPSTREAM_HEADERS_ENV]: JSON.stringify(upstreamHeaders),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4_000)));
  const url = `http://127.0.0.1:${port}/api/relay`;
  try {
    await first200(url, Date.now(), child, {
      what: 'The floor app',
      output: () => errors,
      timeoutMs: START_TIMEOUT_MS,
      pollMs: 100,
    });
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return {
    url,
    apiRouteUrl: `http://127.0.0.1:${port}/api/relay-api-route`,
    pageUrl: `http://127.0.0.1:${port}/ssr`,
    stop: () => stopChild(child),
  };
}
