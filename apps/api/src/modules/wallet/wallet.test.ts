import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  PKPASS_CONTENT_TYPE,
  WALLET_PASS_TOKEN_HEADER,
  apiErrorSchema,
  googleSaveSchema,
  loyaltyApi,
  passkitUpdatedSchema,
  pathOf,
  walletLinkTokensSchema,
  walletStatusSchema,
} from '@loyalty/contract';
import {
  DEMO_BUSINESS_ID,
  DEMO_BUSINESS_NAME,
  DEMO_MEMBER_EMAIL,
  NORTHWIND_BUSINESS_ID,
  outboundMessages,
  walletDevices,
} from '@loyalty/db';
import { testDatabaseKinds } from '@loyalty/db/testing';
import { and, eq } from 'drizzle-orm';
import { importSPKI, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, asMember, asService, signInDemoMembers, type DemoSessions } from '../../test-support';
import { devWalletConfig, startTestApi, type TestApi } from '../../testing';
import { GOOGLE_SAVE_URL } from './google-pass';
import { outboxPusher, pushPendingPasses, type PassPusher } from './pass-push';

const ORIGIN = 'https://portal.example.com';
const { wallet, credentials } = devWalletConfig();

interface PassJson {
  serialNumber: string;
  passTypeIdentifier: string;
  teamIdentifier: string;
  organizationName: string;
  backgroundColor: string;
  webServiceURL: string;
  authenticationToken: string;
  barcodes: { message: string; format: string }[];
  storeCard: Record<string, { key: string; label: string; value: string }[]>;
}

/** Unzips a .pkpass, checks every manifest hash and the detached PKCS#7 signature over the manifest. */
function openPass(body: Buffer): { passJson: PassJson; dir: string; files: string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'pkpass-'));
  writeFileSync(join(dir, 'pass.pkpass'), body);
  execFileSync('unzip', ['-q', 'pass.pkpass', '-d', 'pass'], { cwd: dir });
  const root = join(dir, 'pass');
  const manifest = JSON.parse(readFileSync(join(root, 'manifest.json'), 'utf8')) as Record<string, string>;
  for (const [file, hash] of Object.entries(manifest))
    expect(
      createHash('sha1')
        .update(readFileSync(join(root, file)))
        .digest('hex'),
      file,
    ).toBe(hash);
  // Throws (non-zero exit) unless the signature is the signer's, issued by the development CA.
  execFileSync(
    'openssl',
    [
      'cms',
      '-verify',
      '-binary',
      '-inform',
      'DER',
      '-in',
      join(root, 'signature'),
      '-content',
      join(root, 'manifest.json'),
      '-CAfile',
      credentials.caCertPath,
      '-purpose',
      'any',
      '-out',
      join(dir, 'verified'),
    ],
    { stdio: 'pipe' },
  );
  expect(readFileSync(join(dir, 'verified'))).toEqual(readFileSync(join(root, 'manifest.json')));
  const files = readdirSync(root, { recursive: true }).map(String);
  return {
    passJson: JSON.parse(readFileSync(join(root, 'pass.json'), 'utf8')) as PassJson,
    dir: root,
    files,
  };
}

const fieldsOf = (pass: PassJson) =>
  Object.values(pass.storeCard)
    .flat()
    .map((field) => ({ key: field.key, label: field.label, value: field.value }));

describe.each(testDatabaseKinds())('wallet passes on %s', (kind) => {
  let api: TestApi;
  let sessions: DemoSessions;
  beforeAll(async () => {
    api = await startTestApi({ databaseKind: kind, config: { wallet } });
    sessions = await signInDemoMembers(api);
  });
  afterAll(() => api.close());

  async function linkTokens(session = sessions.demo) {
    const response = await api.app.inject({
      method: 'GET',
      url: loyaltyApi.wallet.links.path,
      headers: asMember(api, session),
    });
    expect(response.statusCode, response.body).toBe(200);
    return walletLinkTokensSchema.parse(response.json());
  }

  async function applePass(token: string, businessId = DEMO_BUSINESS_ID) {
    return api.app.inject({
      method: 'GET',
      url: pathOf(loyaltyApi.wallet.applePass, { token }),
      query: { origin: ORIGIN },
      headers: asService(api, businessId),
    });
  }

  async function shortIdOf(session = sessions.demo): Promise<string> {
    const response = await api.app.inject({
      method: 'GET',
      url: loyaltyApi.profile.shortId.path,
      headers: asMember(api, session),
    });
    return (response.json() as { id: string }).id;
  }

  const passkit = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    token: string | undefined,
    extra: { payload?: object; headers?: Record<string, string>; query?: Record<string, string> } = {},
  ) =>
    api.app.inject({
      method,
      url,
      query: extra.query,
      payload: extra.payload,
      headers: {
        ...asService(api, DEMO_BUSINESS_ID),
        ...(token ? { [WALLET_PASS_TOKEN_HEADER]: token } : {}),
        ...extra.headers,
      },
    });

  it('signs a store card pass with the member code, the balances under the business names and every language', async () => {
    const response = await applePass((await linkTokens()).apple as string);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(PKPASS_CONTENT_TYPE);
    const { passJson, files } = openPass(response.rawPayload);
    expect(passJson.passTypeIdentifier).toBe(credentials.WALLET_APPLE_PASS_TYPE_ID);
    expect(passJson.teamIdentifier).toBe(credentials.WALLET_APPLE_TEAM_ID);
    expect(passJson.organizationName).toBe(DEMO_BUSINESS_NAME);
    expect(passJson.backgroundColor).toBe('rgb(47, 107, 58)');
    expect(passJson.webServiceURL).toBe(`${ORIGIN}/api/wallet/passkit`);
    expect(passJson.authenticationToken.length).toBeGreaterThanOrEqual(16);
    expect(passJson.barcodes[0]).toMatchObject({ message: await shortIdOf(), format: 'PKBarcodeFormatQR' });
    const labels = fieldsOf(passJson).map((field) => field.label);
    expect(labels).toEqual(expect.arrayContaining(['MEMBER', 'MEMBER_CODE']));
    expect(fieldsOf(passJson).find((field) => field.key === 'points')?.label).toMatch(/^Beans?$/);
    expect(fieldsOf(passJson).find((field) => field.key === 'credit')?.label).toMatch(/^Credits?$/);
    for (const language of ['en', 'es', 'ar', 'he'])
      expect(files).toContain(join(`${language}.lproj`, 'pass.strings'));
    expect(files).toEqual(expect.arrayContaining(['icon.png', 'icon@2x.png', 'logo.png']));
  });

  it("builds Northwind's pass with its colours and its points only, and Hebrew labels", async () => {
    const response = await applePass(
      (await linkTokens(sessions.northwind)).apple as string,
      NORTHWIND_BUSINESS_ID,
    );
    expect(response.statusCode, response.body).toBe(200);
    const { passJson, dir } = openPass(response.rawPayload);
    expect(passJson.backgroundColor).toBe('rgb(30, 58, 138)');
    const keys = fieldsOf(passJson).map((field) => field.key);
    expect(keys).toContain('points');
    expect(keys).not.toContain('credit');
    expect(fieldsOf(passJson).find((field) => field.key === 'points')?.label).toMatch(/^Pages?$/);
    const strings = readFileSync(join(dir, 'he.lproj', 'pass.strings'), 'utf8');
    expect(strings).toContain('"MEMBER_CODE" = "קוד חבר";');
  });

  it('refuses a tampered token, the other wallet’s token and another business’s token', async () => {
    const tokens = await linkTokens();
    const apple = tokens.apple as string;
    const tampered = `${apple.slice(0, -2)}${apple.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const response of [
      await applePass(tampered),
      await applePass(tokens.google as string),
      await applePass(apple, NORTHWIND_BUSINESS_ID),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(apiErrorSchema.parse(response.json()).message).toBe('wallet.link.invalid');
    }
    const google = await api.app.inject({
      method: 'GET',
      url: pathOf(loyaltyApi.wallet.googleSave, { token: apple }),
      query: { origin: ORIGIN },
      headers: asService(api, DEMO_BUSINESS_ID),
    });
    expect(google.statusCode).toBe(404);
  });

  it('signs a Google Wallet save JWT that the service account public key verifies', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: pathOf(loyaltyApi.wallet.googleSave, { token: (await linkTokens()).google as string }),
      query: { origin: ORIGIN },
      headers: asService(api, DEMO_BUSINESS_ID),
    });
    expect(response.statusCode, response.body).toBe(200);
    const { url } = googleSaveSchema.parse(response.json());
    expect(url.startsWith(GOOGLE_SAVE_URL)).toBe(true);
    const publicKey = await importSPKI(readFileSync(credentials.googlePublicKeyPath, 'utf8'), 'RS256');
    const { payload, protectedHeader } = await jwtVerify(url.slice(GOOGLE_SAVE_URL.length), publicKey, {
      issuer: credentials.WALLET_GOOGLE_SERVICE_ACCOUNT_EMAIL,
      audience: 'google',
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload.typ).toBe('savetowallet');
    expect(payload.origins).toEqual([ORIGIN]);
    const body = payload.payload as {
      loyaltyClasses: { id: string; issuerName: string }[];
      loyaltyObjects: { classId: string; barcode: { value: string }; loyaltyPoints: { label: string } }[];
    };
    expect(body.loyaltyClasses[0]?.id).toBe(
      `${credentials.WALLET_GOOGLE_ISSUER_ID}.loyalty-${DEMO_BUSINESS_ID}`,
    );
    expect(body.loyaltyClasses[0]?.issuerName).toBe(DEMO_BUSINESS_NAME);
    expect(body.loyaltyObjects[0]?.classId).toBe(body.loyaltyClasses[0]?.id);
    expect(body.loyaltyObjects[0]?.barcode.value).toBe(await shortIdOf());
    expect(body.loyaltyObjects[0]?.loyaltyPoints.label).toMatch(/^Beans?$/);
  });

  it('runs the PassKit web service: register, updated serials, new balance in the latest pass, unregister', async () => {
    const first = openPass((await applePass((await linkTokens()).apple as string)).rawPayload).passJson;
    const { serialNumber: serial, authenticationToken: token, passTypeIdentifier: passTypeId } = first;
    const deviceId = 'device0001';
    const registration = `/v1/wallet/passkit/devices/${deviceId}/registrations/${passTypeId}/${serial}`;
    const updatesPath = `/v1/wallet/passkit/devices/${deviceId}/registrations/${passTypeId}`;
    const passPath = `/v1/wallet/passkit/passes/${passTypeId}/${serial}`;

    // Unknown device: nothing registered yet.
    expect((await passkit('GET', updatesPath, undefined)).statusCode).toBe(404);
    // Wrong, missing or tampered tokens, an unknown serial, another business: 401 with nothing in it.
    for (const response of [
      await passkit('POST', registration, undefined, { payload: { pushToken: 'push-1' } }),
      await passkit('POST', registration, `${token}x`, { payload: { pushToken: 'push-1' } }),
      await passkit('POST', registration.replace(serial, 'ffff'), token, {
        payload: { pushToken: 'push-1' },
      }),
      await passkit('GET', passPath, `${token}x`, { query: { origin: ORIGIN } }),
      await api.app.inject({
        method: 'POST',
        url: registration,
        payload: { pushToken: 'push-1' },
        headers: { ...asService(api, NORTHWIND_BUSINESS_ID), [WALLET_PASS_TOKEN_HEADER]: token },
      }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(apiErrorSchema.parse(response.json()).message).toBe('wallet.pass.unauthorized');
    }

    const registered = await passkit('POST', registration, token, { payload: { pushToken: 'push-1' } });
    expect(registered.statusCode, registered.body).toBe(201);
    expect(
      (await passkit('POST', registration, token, { payload: { pushToken: 'push-1' } })).statusCode,
    ).toBe(200);

    const all = passkitUpdatedSchema.parse((await passkit('GET', updatesPath, undefined)).json());
    expect(all.serialNumbers).toEqual([serial]);
    const none = await passkit('GET', updatesPath, undefined, {
      query: { passesUpdatedSince: all.lastUpdated },
    });
    expect(passkitUpdatedSchema.parse(none.json()).serialNumbers).toEqual([]);

    const fetched = await passkit('GET', passPath, token, { query: { origin: ORIGIN } });
    expect(fetched.statusCode).toBe(200);
    const lastModified = String(fetched.headers['last-modified']);
    const notModified = await passkit('GET', passPath, token, {
      query: { origin: ORIGIN },
      headers: { 'if-modified-since': lastModified },
    });
    expect(notModified.statusCode).toBe(304);

    // A second later (HTTP dates count seconds), an award changes the balance and flags the pass.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const before = Number(fieldsOf(first).find((field) => field.key === 'points')?.value);
    const award = await api.app.inject({
      method: 'POST',
      url: pathOf(loyaltyApi.admin.ledger.adjust, {
        businessId: DEMO_BUSINESS_ID,
        memberRef: DEMO_MEMBER_EMAIL,
      }),
      headers: asAdmin(api),
      payload: { type: 'point', amount: 1500, note: 'wallet test' },
    });
    expect(award.statusCode, award.body).toBe(200);

    const updated = await passkit('GET', updatesPath, undefined, {
      query: { passesUpdatedSince: all.lastUpdated },
    });
    expect(passkitUpdatedSchema.parse(updated.json()).serialNumbers).toEqual([serial]);
    const fresh = await passkit('GET', passPath, token, {
      query: { origin: ORIGIN },
      headers: { 'if-modified-since': lastModified },
    });
    expect(fresh.statusCode).toBe(200);
    const after = Number(
      fieldsOf(openPass(fresh.rawPayload).passJson).find((field) => field.key === 'points')?.value,
    );
    expect(after).toBe(before + 15);

    // The change is pushed to the registered device (the dev outbox stands in for APNs).
    await pushPendingPasses(api.db, { apple: outboxPusher(api.db) }, api.app.log);
    const pushes = await api.db
      .select()
      .from(outboundMessages)
      .where(and(eq(outboundMessages.channel, 'apns'), eq(outboundMessages.recipient, 'push-1')));
    expect(pushes.map((push) => JSON.parse(push.body) as { serialNumber: string })).toContainEqual({
      serialNumber: serial,
    });

    const status = await api.app.inject({
      method: 'GET',
      url: pathOf(loyaltyApi.admin.wallet.status, { businessId: DEMO_BUSINESS_ID }),
      headers: asAdmin(api),
    });
    expect(walletStatusSchema.parse(status.json())).toMatchObject({
      apple: { configured: true },
      google: { configured: true, updates: 'outbox' },
      push: 'outbox',
      devices: 1,
    });

    expect((await passkit('DELETE', registration, token)).statusCode).toBe(204);
    expect((await passkit('GET', updatesPath, undefined)).statusCode).toBe(404);
  });

  it('drops a device that Apple reports gone', async () => {
    const passJson = openPass((await applePass((await linkTokens()).apple as string)).rawPayload).passJson;
    const registration = `/v1/wallet/passkit/devices/device-gone/registrations/${passJson.passTypeIdentifier}/${passJson.serialNumber}`;
    expect(
      (
        await passkit('POST', registration, passJson.authenticationToken, {
          payload: { pushToken: 'push-gone' },
        })
      ).statusCode,
    ).toBe(201);
    await api.app.inject({
      method: 'POST',
      url: pathOf(loyaltyApi.admin.ledger.adjust, {
        businessId: DEMO_BUSINESS_ID,
        memberRef: DEMO_MEMBER_EMAIL,
      }),
      headers: asAdmin(api),
      payload: { type: 'point', amount: 100, note: 'wallet test' },
    });
    const gone: PassPusher = { name: 'apns', push: async () => 'gone' };
    await pushPendingPasses(api.db, { apple: gone }, api.app.log);
    const left = await api.db.select().from(walletDevices).where(eq(walletDevices.pushToken, 'push-gone'));
    expect(left).toEqual([]);
  });

  it('logs what phones report, within a limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push(
        (await passkit('POST', '/v1/wallet/passkit/log', undefined, { payload: { logs: ['oops'] } }))
          .statusCode,
      );
    expect(statuses.slice(0, 20).every((status) => status === 204)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
