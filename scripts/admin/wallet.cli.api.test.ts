import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devWalletConfig, memberSessionHeaders, signInMember, startTestApi } from '@loyalty/api/testing';
import { runCli } from './cli';

type TestApi = Awaited<ReturnType<typeof startTestApi>>;

interface PassJson {
  serialNumber: string;
  passTypeIdentifier: string;
  authenticationToken: string;
  storeCard: Record<string, { key: string; value: string }[]>;
}

function passJsonOf(body: Buffer): PassJson {
  const dir = mkdtempSync(join(tmpdir(), 'cli-pkpass-'));
  writeFileSync(join(dir, 'pass.pkpass'), body);
  execFileSync('unzip', ['-q', 'pass.pkpass', 'pass.json'], { cwd: dir });
  return JSON.parse(readFileSync(join(dir, 'pass.json'), 'utf8')) as PassJson;
}

const pointsOf = (pass: PassJson) =>
  Number(
    Object.values(pass.storeCard)
      .flat()
      .find((field) => field.key === 'points')?.value,
  );

describe('admin CLI and wallet passes', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ config: { wallet: devWalletConfig().wallet } });
  });
  afterAll(() => api.close());

  async function cli(...argv: string[]) {
    const out: string[] = [];
    const code = await runCli(
      argv,
      { apiUrl: api.url, adminToken: api.adminToken },
      { out: (text) => out.push(text), err: (text) => out.push(text) },
    );
    return { code, out: out.join('\n') };
  }

  it('shows the wallet status, and an award reaches the registered pass as a new version', async () => {
    const auth = { authorization: `Bearer ${api.serviceToken}`, 'x-business-id': 'bean-leaf' };
    const session = await signInMember(api, 'demo@example.com');
    const links = (await (
      await fetch(`${api.url}/v1/member/wallet-links`, {
        headers: { ...auth, ...memberSessionHeaders(session) },
      })
    ).json()) as { apple: string };
    const origin = 'https://portal.example.com';
    const first = passJsonOf(
      Buffer.from(
        await (
          await fetch(`${api.url}/v1/wallet/apple/${links.apple}?origin=${origin}`, { headers: auth })
        ).arrayBuffer(),
      ),
    );
    const passAuth = { ...auth, 'x-wallet-pass-token': first.authenticationToken };
    const registration = `${api.url}/v1/wallet/passkit/devices/cli-device/registrations/${first.passTypeIdentifier}/${first.serialNumber}`;
    const registered = await fetch(registration, {
      method: 'POST',
      headers: { ...passAuth, 'content-type': 'application/json' },
      body: JSON.stringify({ pushToken: 'cli-push-token' }),
    });
    expect(registered.status).toBe(201);

    const status = await cli('wallet:status', 'bean-leaf');
    expect(status.code).toBe(0);
    expect(status.out).toContain('Apple Wallet:  on (pass.dev.loyalty.portal)');
    expect(status.out).toMatch(/registered devices: 1/);

    const updates = `${api.url}/v1/wallet/passkit/devices/cli-device/registrations/${first.passTypeIdentifier}`;
    const { lastUpdated } = (await (await fetch(updates, { headers: auth })).json()) as {
      lastUpdated: string;
    };
    expect(await cli('points:award', 'bean-leaf', 'demo@example.com', '7')).toMatchObject({ code: 0 });

    const changed = (await (
      await fetch(`${updates}?passesUpdatedSince=${lastUpdated}`, { headers: auth })
    ).json()) as {
      serialNumbers: string[];
    };
    expect(changed.serialNumbers).toEqual([first.serialNumber]);
    const latest = await fetch(
      `${api.url}/v1/wallet/passkit/passes/${first.passTypeIdentifier}/${first.serialNumber}?origin=${origin}`,
      {
        headers: passAuth,
      },
    );
    expect(latest.status).toBe(200);
    expect(pointsOf(passJsonOf(Buffer.from(await latest.arrayBuffer())))).toBe(pointsOf(first) + 7);
  });

  it('refuses wallet:status without a business', async () => {
    expect((await cli('wallet:status')).code).toBe(2);
  });
});
