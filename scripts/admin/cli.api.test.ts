// The admin CLI against a real loyalty API on a real database.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberSessionHeaders, openTestSession, startTestApi } from '@loyalty/api/testing';
import { runCli } from './cli';
import { cliAgainst } from './cli-test-support';

type TestApi = Awaited<ReturnType<typeof startTestApi>>;

describe('admin CLI', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api.close();
  });

  const cli = cliAgainst(() => api);

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

  it('imports a member without consent, who can then get a sign-in link', async () => {
    const imported = await cli(
      'member:import',
      'bean-leaf',
      '--email',
      'cli.import@example.com',
      '--first-name',
      'Cli',
      '--json',
    );
    expect(imported.code).toBe(0);
    expect(JSON.parse(imported.out)).toMatchObject({ email: 'cli.import@example.com', hasConsent: false });
    expect((await cli('member:token', 'bean-leaf', 'cli.import@example.com')).code).toBe(0);
    const again = await cli('member:import', 'bean-leaf', '--email', 'cli.import@example.com');
    expect(again.code).toBe(1);
    expect(again.err).toContain('register.unique.identifier.exists.email');
    const noIdentifier = await cli('member:import', 'bean-leaf', '--first-name', 'Nobody');
    expect(noIdentifier.code).not.toBe(0);
    expect(noIdentifier.err).toContain('--email or --phone');
  });

  it("lists a member's sessions and signs one out, then all (a lost phone)", async () => {
    const signIn = async () => {
      const issued = JSON.parse(
        (await cli('member:token', 'northwind', 'reader@example.com', '--json')).out,
      ) as {
        token: string;
      };
      const response = await fetch(`${api.url}/v1/auth/tickets/exchange`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${api.serviceToken}`,
          'x-business-id': 'northwind',
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          ticket: issued.token,
          userAgent:
            'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Version/18.1 Mobile/15E148 Safari/604.1',
        }),
      });
      return ((await response.json()) as { sessionId: string }).sessionId;
    };
    const phone = await signIn();
    const tablet = await signIn();
    const listed = await cli('member:sessions', 'northwind', 'reader@example.com');
    expect(listed.code, listed.err).toBe(0);
    expect(listed.out).toContain(phone);
    expect(listed.out).toContain('Safari on iPhone');

    const one = await cli('member:sign-out', 'northwind', 'reader@example.com', '--session', phone);
    expect(one.out).toBe('Signed out 1 session.');
    const after = JSON.parse(
      (await cli('member:sessions', 'northwind', 'reader@example.com', '--json')).out,
    ) as {
      items: { id: string }[];
    };
    expect(after.items.map((item) => item.id)).toEqual([tablet]);
    const again = await cli('member:sign-out', 'northwind', 'reader@example.com', '--session', phone);
    expect(again.code).toBe(1);
    expect(again.err).toContain('session.not.found');

    const all = await cli('member:sign-out', 'northwind', 'reader@example.com');
    expect(all.out).toBe('Signed out 1 session.');
    expect((await cli('member:sessions', 'northwind', 'reader@example.com')).out).toBe('No active sessions.');
  });

  it('records purchases, adjusts points, runs expiry, and manages shop items and gifts', async () => {
    const json = <T>(result: { code: number; out: string; err: string }): T => {
      expect(result.err).toBe('');
      expect(result.code).toBe(0);
      return JSON.parse(result.out) as T;
    };
    type Balances = { balances: { point: number; credit: number } };
    const start = json<Balances>(await cli('points:award', 'bean-leaf', 'demo@example.com', '1', '--json'));

    const recorded = json<
      Balances & { purchase: { pointsEarned: number; items: unknown[] }; replayed: boolean }
    >(
      await cli(
        'purchase:record',
        'bean-leaf',
        'demo@example.com',
        '12.50',
        '--item',
        'Latte:2:4.50',
        '--item',
        'Cookie:1:3.50',
        '--external-id',
        'cli-receipt-1',
        '--json',
      ),
    );
    expect(recorded.purchase).toMatchObject({
      pointsEarned: 1250,
      items: [
        { name: 'Latte', quantity: 2, unitPrice: 450 },
        { name: 'Cookie', quantity: 1, unitPrice: 350 },
      ],
    });
    expect(recorded.balances.point).toBe(start.balances.point + 1250);
    const again = await cli(
      'purchase:record',
      'bean-leaf',
      'demo@example.com',
      '12.50',
      '--external-id',
      'cli-receipt-1',
    );
    expect(again.code).toBe(0);
    expect(again.out).toContain('Already recorded');

    const taken = json<Balances>(
      await cli(
        'points:adjust',
        'bean-leaf',
        'demo@example.com',
        'point',
        '-2.50',
        '--note',
        'typo',
        '--json',
      ),
    );
    expect(taken.balances.point).toBe(recorded.balances.point - 250);
    const tooMuch = await cli('points:adjust', 'bean-leaf', 'demo@example.com', 'credit', '-999999');
    expect(tooMuch.code).toBe(1);
    expect(tooMuch.err).toContain('ledger.insufficient.balance');
    const human = await cli('points:adjust', 'bean-leaf', 'demo@example.com', 'credit', '+5');
    expect(human.out).toContain('Added 5.00 credit.');

    expect(
      json<{ members: number; expired: number }>(await cli('points:expire', 'bean-leaf', '--json')),
    ).toEqual({ members: 0, expired: 0 });

    const item = json<{ id: string; price: number; priceType: string; stock: number | null }>(
      await cli('shop:item-create', 'bean-leaf', 'points', 'CLI mug', '3.00', '--stock', '4', '--json'),
    );
    expect(item).toMatchObject({ price: 300, priceType: 'point', stock: 4 });
    const updated = json<{ price: number; stock: number | null; isActive: boolean }>(
      await cli(
        'shop:item-update',
        'bean-leaf',
        item.id,
        '--price',
        '2.75',
        '--stock',
        'unlimited',
        '--active',
        'false',
        '--json',
      ),
    );
    expect(updated).toMatchObject({ price: 275, stock: null, isActive: false });
    const listed = await cli('shop:list', 'bean-leaf', '--shop', 'points');
    expect(listed.out).toContain('CLI mug');
    expect(listed.out).toContain('2.75');
    const added = await cli('shop:add', 'northwind', 'reward', 'Tote bag', '10');
    expect(added.code).toBe(0);
    expect((await cli('shop:item-list', 'northwind', '--json')).out).toContain('"priceType": "credit"');

    const gift = json<{ redeemCode: string; status: string }>(
      await cli('gift:grant', 'bean-leaf', 'demo@example.com', 'Free muffin', '--valid-days', '30', '--json'),
    );
    expect(gift.status).toBe('active');
    const gifts = await cli('gift:list', 'bean-leaf', 'demo@example.com');
    expect(gifts.out).toContain(gift.redeemCode);
    const redeemed = await cli('gift:redeem', 'bean-leaf', gift.redeemCode);
    expect(redeemed.out).toContain('Redeemed "Free muffin"');
    const twice = await cli('gift:redeem', 'bean-leaf', gift.redeemCode);
    expect(twice.code).toBe(1);
    expect(twice.err).toContain('gift.already.redeemed');
    const foreign = await cli('gift:redeem', 'northwind', gift.redeemCode);
    expect(foreign.err).toContain('gift.not.found');
  });

  it('exits 2 with usage on bad ledger arguments', async () => {
    for (const argv of [
      ['purchase:record', 'bean-leaf', 'demo@example.com'],
      ['purchase:record', 'bean-leaf', 'demo@example.com', '12.505'],
      ['purchase:record', 'bean-leaf', 'demo@example.com', '1', '--item', 'Latte'],
      ['points:adjust', 'bean-leaf', 'demo@example.com', 'gold', '5'],
      ['points:adjust', 'bean-leaf', 'demo@example.com', 'point', '0'],
      ['points:award', 'bean-leaf', 'demo@example.com', '-5'],
      ['shop:item-create', 'bean-leaf', 'cafe', 'Mug', '3'],
      ['shop:item-create', 'bean-leaf', 'points', 'Mug', '3', '--active', 'maybe'],
      ['shop:item-update', 'bean-leaf', 'some-id'],
      ['shop:item-update', 'bean-leaf', 'some-id', '--stock', 'lots'],
      ['shop:item-update', 'bean-leaf', 'some-id', '--from', 'yesterday'],
      ['gift:redeem', 'bean-leaf'],
      ['points:expire'],
    ]) {
      const { code, err } = await cli(...argv);
      expect(code, argv.join(' ')).toBe(2);
      expect(err).toContain('Usage: npm run admin');
    }
  });

  it('sends an inbox message to a member, and broadcasts to a whole business with --wait', async () => {
    const shown = await cli('member:show', 'bean-leaf', 'demo@example.com', '--json');
    const member = JSON.parse(shown.out) as { id: string };
    const sent = await cli(
      'message:send',
      'bean-leaf',
      '--member',
      'demo@example.com',
      '--title',
      'Fresh beans',
      '--content',
      'See https://example.com/beans',
      '--image',
      'https://example.com/beans.png',
      '--tag',
      'cli-news',
      '--translation',
      'he:פולים טריים:ראו: כאן',
      '--json',
    );
    expect(sent.code).toBe(0);
    const result = JSON.parse(sent.out) as { sent: number; keys: string[] };
    expect(result.sent).toBe(1);

    const session = await openTestSession(api.db, {
      id: member.id,
      businessId: 'bean-leaf',
      email: null,
      firstName: null,
      lastName: null,
    });
    const inbox = await fetch(`${api.url}/v1/member/messages?tag=cli-news`, {
      headers: { authorization: `Bearer ${api.serviceToken}`, ...memberSessionHeaders(session) },
    });
    expect(inbox.status).toBe(200);
    expect(await inbox.json()).toEqual([
      expect.objectContaining({
        key: result.keys[0],
        title: 'Fresh beans',
        content: 'See https://example.com/beans',
        params: { image: 'https://example.com/beans.png' },
        tag: 'cli-news',
      }),
    ]);

    const broadcast = await cli(
      'message:send',
      'northwind',
      '--all',
      '--title',
      'Reading week',
      '--content',
      'All books 10% off',
      '--wait',
      '--json',
    );
    expect(broadcast.code).toBe(0);
    const finished = JSON.parse(broadcast.out) as {
      id: string;
      status: string;
      sentCount: number;
      audienceSize: number;
    };
    expect(finished.status).toBe('done');
    expect(finished.sentCount).toBe(finished.audienceSize);
    expect(finished.sentCount).toBeGreaterThan(0);

    const status = await cli('message:status', 'northwind', finished.id);
    expect(status.code).toBe(0);
    expect(status.out).toContain('status     done');
    expect(status.out).toContain(`progress   ${finished.sentCount} of ${finished.audienceSize} members`);
    const elsewhere = await cli('message:status', 'bean-leaf', finished.id);
    expect(elsewhere.code).toBe(1);
    expect(elsewhere.err).toContain('Error 404');

    const queued = await cli('message:send', 'northwind', '--all', '--title', 'Again', '--content', 'x');
    expect(queued.code).toBe(0);
    expect(queued.out).toMatch(/Broadcast [0-9a-f-]{36} queued/);
  });

  it('names the unknown members and sends nothing', async () => {
    const { code, err } = await cli(
      'message:send',
      'bean-leaf',
      '--member',
      'demo@example.com',
      '--member',
      'nobody@example.com',
      '--title',
      'T',
      '--content',
      'C',
    );
    expect(code).toBe(1);
    expect(err).toContain('member.not.found: nobody@example.com');
    expect(err).not.toContain('demo@example.com');
    const bad = await cli(
      'message:send',
      'bean-leaf',
      '--all',
      '--title',
      'T',
      '--content',
      'C',
      '--image',
      'ftp://x',
    );
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('imageUrl: validation.message.image');
  });

  it('exits 2 with usage on bad message arguments', async () => {
    for (const argv of [
      ['message:send', 'bean-leaf', '--title', 'T', '--content', 'C'],
      [
        'message:send',
        'bean-leaf',
        '--all',
        '--member',
        'demo@example.com',
        '--title',
        'T',
        '--content',
        'C',
      ],
      ['message:send', 'bean-leaf', '--all', '--title', 'T'],
      ['message:send', 'bean-leaf', '--all', '--title', 'T', '--content', 'C', '--translation', 'he-only'],
      ['message:send', 'bean-leaf', '--all=yes', '--title', 'T', '--content', 'C'],
      ['message:send', '--all', '--title', 'T', '--content', 'C'],
      ['message:status', 'bean-leaf'],
    ]) {
      const { code, err } = await cli(...argv);
      expect(code, argv.join(' ')).toBe(2);
      expect(err).toContain('Usage: npm run admin');
    }
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

  it('creates, lists and updates landing pages; rotates receipt keys and prints a receipt QR code', async () => {
    const created = await cli(
      'landing:create',
      'bean-leaf',
      'Free muffin',
      '--gift',
      'Muffin',
      '--gift-valid-days',
      '14',
      '--translation',
      'es:Magdalena gratis:Confirma tu teléfono',
      '--legacy-id',
      'CLI-POSTER',
      '--country',
      'us',
      '--json',
    );
    expect(created.code, created.err).toBe(0);
    const page = JSON.parse(created.out) as { id: string; links: string[]; texts: Record<string, unknown> };
    expect(page).toMatchObject({
      legacyId: 'CLI-POSTER',
      allowedCountries: ['US'],
      gift: { name: 'Muffin', validDays: 14 },
    });
    expect(Object.keys(page.texts).sort()).toEqual(['en', 'es']);
    expect(page.links[0]).toMatch(new RegExp(`/lp/${page.id}$`));

    const list = await cli('landing:list', 'bean-leaf');
    expect(list.out).toContain('CLI-POSTER');
    const updated = await cli('landing:update', 'bean-leaf', page.id, '--active', 'false', '--until', 'none');
    expect(updated.code, updated.err).toBe(0);
    expect(updated.out).toContain('active      false');
    const unknownFlag = await cli('landing:update', 'bean-leaf', page.id, '--colour', 'red');
    expect(unknownFlag.code).toBe(2);

    // The demo seed gives every business a key; revoke Northwind's so it has none in use.
    const seeded = await cli('receipt:keys', 'northwind', '--json');
    expect(seeded.code, seeded.err).toBe(0);
    const seededKeys = (JSON.parse(seeded.out) as { items: { keyId: string; revokedAt: string | null }[] })
      .items;
    expect(seededKeys.length).toBeGreaterThan(0);
    for (const { keyId } of seededKeys.filter((seededKey) => seededKey.revokedAt === null)) {
      const revoked = await cli('receipt:key', 'northwind', '--revoke', keyId);
      expect(revoked.code, revoked.err).toBe(0);
      expect(revoked.out).toContain(`Revoked key ${keyId}`);
    }
    const noKey = await cli('receipt:qr', 'northwind', 'T-1', '5.00');
    expect(noKey.code).toBe(1);
    expect(noKey.err).toContain('receipt.no.key');
    const key = await cli('receipt:key', 'bean-leaf', '--json');
    expect(key.code).toBe(0);
    expect(JSON.parse(key.out)).toMatchObject({ keyId: expect.stringMatching(/^[0-9a-f]{8}$/) });
    const png = join(mkdtempSync(join(tmpdir(), 'receipt-')), 'receipt.png');
    const qr = await cli('receipt:qr', 'bean-leaf', 'T-42', '12.50', '--png', png);
    expect(qr.code, qr.err).toBe(0);
    expect(qr.out).toMatch(/code {4}LPR1\.bean-leaf\.[0-9a-f]{8}\.T-42\.1250\./);
    expect(qr.out).toContain('/purchasescanner?code=LPR1.bean-leaf.');
    expect(readFileSync(png).subarray(1, 4).toString()).toBe('PNG');
  });
});
