/**
 * `npm run start:prod -- api|portal`: one production process, as each machine of a deployment runs it.
 *
 * Unlike `npm start` it builds nothing (the portal must have been built: `npm run build`), seeds no demo, and
 * makes up no secrets: every token comes from the environment (or `.env`), and the dev outbox, the demo seed
 * and generated push keys are refused (the API's environment check says which). NODE_ENV is production.
 *
 *   api     the loyalty API on API_HOST:API_PORT (DATABASE_URL for PostgreSQL; any number of these)
 *   portal  the portal on HOST:PORT with PORTAL_WORKERS `next start` workers (any number of these), calling
 *           the API at LOYALTY_API_URL (a load balancer in front of the APIs)
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { portalDir } from './lib/portal-build';
import { loadDotEnv, repoRoot } from './lib/stack-config';

/** What a production process refuses to start without or with; empty when it may start. */
export function productionProblems(role: string, env: NodeJS.ProcessEnv, portalBuilt: boolean): string[] {
  const problems: string[] = [];
  const need = (name: string, why: string) => {
    if (!env[name]?.trim()) problems.push(`${name} is required: ${why}`);
  };
  if (role !== 'api' && role !== 'portal') return [`usage: npm run start:prod -- api|portal (got "${role}")`];
  if (env.LOYALTY_DEMO === '1' || env.LOYALTY_DEMO === 'true')
    problems.push('LOYALTY_DEMO must be 0 or unset: production seeds no demo businesses');
  if (env.LOYALTY_DEV_OUTBOX === '1' || env.LOYALTY_DEV_OUTBOX === 'true')
    problems.push('LOYALTY_DEV_OUTBOX must be 0 or unset: the dev outbox exposes every one-time code');
  need('SERVICE_TOKEN', 'the portal and the API share it (no token is generated in production)');
  if (role === 'api') {
    need('ADMIN_TOKEN', 'the admin API and CLI use it (no token is generated in production)');
  } else {
    need(
      'NEXTAUTH_SECRET',
      'every portal signs sessions with the same secret (none is generated in production)',
    );
    need('NEXTAUTH_URL', "the portal's public address");
    need('LOYALTY_API_URL', 'where the portal reaches the loyalty API (its load balancer)');
    if (!portalBuilt)
      problems.push('the portal is not built: run `npm run build` first (start:prod builds nothing)');
  }
  return problems;
}

async function main(): Promise<void> {
  loadDotEnv();
  const role = process.argv[2] ?? '';
  const portalBuilt = existsSync(join(portalDir, '.next', 'BUILD_ID'));
  const problems = productionProblems(role, process.env, portalBuilt);
  if (problems.length > 0) {
    console.error(`start:prod ${role} refused:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
  process.env.NODE_ENV = 'production';
  process.env.LOYALTY_DEMO = '0';
  process.env.LOYALTY_DEV_OUTBOX = '0';

  if (role === 'api') {
    // The API runs in this process, so a signal sent to it (a SIGKILL included) reaches the server itself.
    const server = await import('../apps/api/src/server');
    await server.main();
    return;
  }

  const portal = spawn(
    process.execPath,
    [
      join(repoRoot, 'scripts/portal-cluster.mjs'),
      join(repoRoot, 'node_modules/next/dist/bin/next'),
      'start',
      '-p',
      process.env.PORT ?? '3000',
      ...(process.env.HOST ? ['-H', process.env.HOST] : []),
    ],
    // PORT also in the environment: the portal renders its cached public pages by asking itself (src/proxy.ts).
    { cwd: portalDir, stdio: 'inherit', env: { ...process.env, PORT: process.env.PORT ?? '3000' } },
  );
  const forward = (signal: NodeJS.Signals) => portal.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  portal.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

if (process.argv[1]?.endsWith('start-prod.ts')) await main();
