import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { productionProblems } from './start-prod';

const root = fileURLToPath(new URL('..', import.meta.url));

const apiEnv = { SERVICE_TOKEN: 'service-token-0123456789', ADMIN_TOKEN: 'admin-token-0123456789' };
const portalEnv = {
  SERVICE_TOKEN: 'service-token-0123456789',
  NEXTAUTH_SECRET: 'a-session-secret-of-at-least-32-characters',
  NEXTAUTH_URL: 'https://portal.example.com',
  LOYALTY_API_URL: 'http://api.internal:4000',
};

describe('start:prod', () => {
  it('starts an API or a portal that has every secret it needs, and nothing else', () => {
    expect(productionProblems('api', apiEnv, false)).toEqual([]);
    expect(productionProblems('portal', portalEnv, true)).toEqual([]);
  });

  it('refuses missing secrets rather than generating them', () => {
    expect(productionProblems('api', {}, true)).toEqual([
      expect.stringMatching(/^SERVICE_TOKEN is required/),
      expect.stringMatching(/^ADMIN_TOKEN is required/),
    ]);
    expect(productionProblems('portal', { SERVICE_TOKEN: portalEnv.SERVICE_TOKEN }, true)).toEqual([
      expect.stringMatching(/^NEXTAUTH_SECRET is required/),
      expect.stringMatching(/^NEXTAUTH_URL is required/),
      expect.stringMatching(/^LOYALTY_API_URL is required/),
    ]);
  });

  it('refuses the demo seed, the dev outbox, an unbuilt portal and an unknown role', () => {
    expect(
      productionProblems('api', { ...apiEnv, LOYALTY_DEMO: '1', LOYALTY_DEV_OUTBOX: 'true' }, true),
    ).toEqual([
      expect.stringMatching(/^LOYALTY_DEMO must be 0/),
      expect.stringMatching(/^LOYALTY_DEV_OUTBOX must be 0/),
    ]);
    expect(productionProblems('portal', portalEnv, false)).toEqual([
      expect.stringMatching(/the portal is not built: run `npm run build` first/),
    ]);
    expect(productionProblems('both', apiEnv, true)).toEqual([expect.stringMatching(/^usage: /)]);
  });

  it('exits with the reasons before starting anything', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/start-prod.ts', 'api'], {
      cwd: root,
      encoding: 'utf8',
      env: { PATH: process.env.PATH, ...apiEnv, ADMIN_TOKEN: '', LOYALTY_DEV_OUTBOX: '1' },
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('start:prod api refused');
    expect(run.stderr).toContain('LOYALTY_DEV_OUTBOX must be 0');
    expect(run.stderr).toContain('ADMIN_TOKEN is required');
  });
});
