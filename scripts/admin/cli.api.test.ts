// The admin CLI against a real loyalty API on a real database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi } from '@loyalty/api/testing';
import { runCli } from './cli';

type TestApi = Awaited<ReturnType<typeof startTestApi>>;

describe('admin CLI', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api.close();
  });

  async function cli(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(
      argv,
      { apiUrl: api.url, adminToken: api.adminToken },
      { out: (t) => out.push(t), err: (t) => err.push(t) },
    );
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('lists the seeded businesses as JSON', async () => {
    const { code, out } = await cli('business:list', '--json');
    expect(code).toBe(0);
    const ids = (JSON.parse(out) as { id: string }[]).map((b) => b.id);
    expect(ids).toEqual(expect.arrayContaining(['bean-leaf', 'northwind']));
  });

  it('creates a business with hosts and settings, then changes its configuration', async () => {
    const created = await cli(
      'business:create',
      'cli-shop',
      'CLI Shop',
      '--host',
      'cli-shop.localhost',
      'pointName=Star',
      '--json',
    );
    expect(created.code).toBe(0);
    expect(JSON.parse(created.out)).toMatchObject({
      id: 'cli-shop',
      hosts: ['cli-shop.localhost'],
      settings: { pointName: 'Star' },
    });

    const updated = await cli(
      'business:config',
      'cli-shop',
      'showPointsOnNavBar=false',
      'defaultTheme=dark',
      '--json',
    );
    expect(updated.code).toBe(0);
    expect(JSON.parse(updated.out).settings).toMatchObject({
      showPointsOnNavBar: false,
      defaultTheme: 'dark',
      pointName: 'Star',
    });

    const shown = await cli('business:config', 'cli-shop');
    expect(shown.out).toContain('CLI Shop (cli-shop)');
    expect(shown.out).toContain('defaultTheme = "dark"');
  });

  it('reports what the API refused, with exit code 1', async () => {
    const bad = await cli('business:config', 'bean-leaf', 'defaultTheme=purple');
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('Error 400');
    const missing = await cli('business:config', 'no-such-business');
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('business.not.found');
  });

  it('lists and shows members', async () => {
    const list = await cli('member:list', 'bean-leaf', '--json');
    expect(list.code).toBe(0);
    const { items } = JSON.parse(list.out) as { items: { email: string | null }[] };
    expect(items.map((m) => m.email)).toContain('demo@example.com');

    const shown = await cli('member:show', 'bean-leaf', 'demo@example.com', '--json');
    expect(shown.code).toBe(0);
    expect(JSON.parse(shown.out)).toMatchObject({ email: 'demo@example.com', businessId: 'bean-leaf' });

    const otherTenant = await cli('member:show', 'northwind', 'demo@example.com');
    expect(otherTenant.code).toBe(1);
    expect(otherTenant.err).toContain('member.not.found');
  });

  it('issues a single-use temporary sign-in token with links for the business hosts', async () => {
    const { code, out } = await cli(
      'member:token',
      'bean-leaf',
      'demo@example.com',
      '--ttl',
      '600',
      '--json',
    );
    expect(code).toBe(0);
    const issued = JSON.parse(out) as { token: string; expiresAt: string; links: string[] };
    expect(new Date(issued.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(600_000);
    expect(issued.links).toContain(
      `http://localhost:${process.env.PORT ?? '3000'}/?temporarytoken=${encodeURIComponent(issued.token)}`,
    );

    const exchange = () =>
      fetch(`${api.url}/v1/auth/tickets/exchange`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${api.serviceToken}`,
          'x-business-id': 'bean-leaf',
          'content-type': 'application/json',
        },
        body: JSON.stringify({ ticket: issued.token }),
      });
    const first = await exchange();
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ email: 'demo@example.com', businessId: 'bean-leaf' });
    expect((await exchange()).status).toBe(401);

    const unknown = await cli('member:token', 'bean-leaf', 'nobody@example.com');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('member.not.found');
  });

  it('prints usage and exits 2 on bad arguments', async () => {
    for (const argv of [[], ['no:such'], ['business:create', 'only-id'], ['member:list']]) {
      const { code, out, err } = await cli(...argv);
      expect(code).toBe(2);
      expect(out + err).toContain('Usage: npm run admin');
    }
  });

  it('refuses without a valid admin token', async () => {
    const err: string[] = [];
    const code = await runCli(
      ['business:list'],
      { apiUrl: api.url, adminToken: 'not-the-token-at-all' },
      { out: () => undefined, err: (t) => err.push(t) },
    );
    expect(code).toBe(1);
    expect(err.join()).toContain('401');
  });
});
