/**
 * `npm start`: build the portal when its sources changed, then run the loyalty API (which migrates and seeds
 * its database) and the portal, print where they are, and stop both cleanly on Ctrl-C.
 *
 * Demo mode (the default; LOYALTY_DEMO=0 turns it off) seeds the two demo businesses and turns on the
 * dev outbox so that sign-in codes can be read at the API's /dev/outbox.
 *
 * Flags: --no-build (use the existing build as it is), --quiet (only the ready line and errors).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { portalPaths } from '@loyalty/contract/portal-paths';
import { portalDir, portalNeedsBuild } from './lib/portal-build';
import { dataDirFromEnv, ensureSecrets, loadDotEnv, repoRoot } from './lib/stack-config';
import { devWalletEnv } from './lib/wallet-dev';

loadDotEnv();
const { values: args } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
  },
});
const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '4000';
const apiHost = process.env.API_HOST ?? '127.0.0.1';
const dataDir = dataDirFromEnv();
const demo = process.env.LOYALTY_DEMO !== '0';
const devOutbox = process.env.LOYALTY_DEV_OUTBOX ?? (demo ? '1' : '0');
const apiUrl = process.env.LOYALTY_API_URL ?? `http://${apiHost}:${apiPort}`;

async function waitFor(url: string, child: ChildProcess, what: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${what} exited with code ${child.exitCode} before it was ready`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not answer at ${url} within ${timeoutMs / 1000} s`);
}

const children: ChildProcess[] = [];
let stopping = false;

async function stopAll(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    // Portal first (it calls the API), then the API, which closes the database and releases DATA_DIR.
    for (const child of [...children].reverse()) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      child.kill('SIGTERM');
      await new Promise<void>((resolveExit) => {
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          resolveExit();
        }, 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolveExit();
        });
      });
    }
  }
  process.exit(code);
}

async function main(): Promise<void> {
  if (!args['no-build'] && portalNeedsBuild()) {
    console.log('Building the portal (next build)…');
    const build = spawnSync('npm', ['run', 'build', '-w', '@loyalty/portal'], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }

  const secrets = ensureSecrets(dataDir);
  const quiet = args.quiet;
  const stdio: ['ignore', 'inherit' | 'ignore', 'inherit'] = [
    'ignore',
    quiet ? 'ignore' : 'inherit',
    'inherit',
  ];

  const api = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    stdio,
    env: {
      ...process.env,
      API_PORT: apiPort,
      API_HOST: apiHost,
      DATA_DIR: dataDir,
      SERVICE_TOKEN: secrets.serviceToken,
      ADMIN_TOKEN: secrets.adminToken,
      LOYALTY_DEMO: demo ? '1' : '0',
      LOYALTY_DEV_OUTBOX: devOutbox,
      // Links the API hands to a business's own systems point at this portal.
      PORTAL_ORIGIN_TEMPLATE: process.env.PORTAL_ORIGIN_TEMPLATE ?? `http://{host}:${port}`,
      // The demo offers both wallets with development credentials unless real ones are configured.
      ...(demo ? devWalletEnv(dataDir, process.env) : {}),
    },
  });
  children.push(api);
  api.on('exit', (code) => {
    if (!stopping) {
      console.error(`The loyalty API stopped (exit code ${code ?? 'signal'}).`);
      void stopAll(code || 1);
    }
  });
  await waitFor(`${apiUrl}/ready`, api, 'The loyalty API');

  const portal = spawn(
    process.execPath,
    [
      // One `next start` per core behind one port (scripts/portal-cluster.mjs).
      join(repoRoot, 'scripts/portal-cluster.mjs'),
      join(repoRoot, 'node_modules/next/dist/bin/next'),
      'start',
      '-p',
      port,
      ...(process.env.HOST ? ['-H', process.env.HOST] : []),
    ],
    {
      cwd: portalDir,
      stdio,
      env: {
        ...process.env,
        PORT: port,
        LOYALTY_API_URL: apiUrl,
        SERVICE_TOKEN: secrets.serviceToken,
        NEXTAUTH_SECRET: secrets.nextAuthSecret,
        NEXTAUTH_URL: process.env.NEXTAUTH_URL ?? `http://localhost:${port}`,
      },
    },
  );
  children.push(portal);
  portal.on('exit', (code) => {
    if (!stopping) {
      console.error(`The portal stopped (exit code ${code ?? 'signal'}).`);
      void stopAll(code || 1);
    }
  });
  await waitFor(`http://127.0.0.1:${port}${portalPaths.configuration}`, portal, 'The portal');

  const lines = [
    '',
    'Loyalty Portal is running.',
    `  Portal:       http://localhost:${port}            (Bean & Leaf Café)`,
    `                http://northwind.localhost:${port}  (Northwind Books)`,
    `  Loyalty API:  ${apiUrl}   (data in ${dataDir})`,
  ];
  if (demo) {
    lines.push(
      `  Demo sign-in: open http://localhost:${port}/auth/signin, enter demo@example.com,`,
      `                and read the code at ${apiUrl}/dev/outbox`,
    );
  }
  lines.push('  Admin CLI:    npm run admin -- business:list', 'Press Ctrl-C to stop.', '');
  console.log(lines.join('\n'));
}

process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));
main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  void stopAll(1);
});
