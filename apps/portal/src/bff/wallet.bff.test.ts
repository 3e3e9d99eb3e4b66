import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NextRequest } from 'next/server';
import { afterAll, describe, expect, it } from 'vitest';
import { devWalletConfig, signInMember, startTestApi } from '@loyalty/api/testing';
import { PKPASS_CONTENT_TYPE, passkitUpdatedSchema, walletLinksSchema } from '@loyalty/contract';
import { DEMO_BUSINESS_ID, DEMO_MEMBER_EMAIL } from '@loyalty/db';
import { pointPortalAt, portalRequest, segment, sessionCookie } from '@/test-utils/bff';

/** Wallet links, the pass download, the Google redirect and the PassKit web service through the BFF. */
const api = await startTestApi({ config: { wallet: devWalletConfig().wallet } });
pointPortalAt(api);
afterAll(() => api.close());

const { GET: walletLinks } = await import('../pages/api/protected/member/walletLinks');
const { GET: applePass } = await import('../pages/api/wallet/apple/[token]');
const { GET: googleSave } = await import('../pages/api/wallet/google/[token]');
const registration =
  await import('../pages/api/wallet/passkit/v1/devices/[deviceId]/registrations/[passTypeId]/[serial]');
const { GET: updatedSerials } =
  await import('../pages/api/wallet/passkit/v1/devices/[deviceId]/registrations/[passTypeId]');
const { GET: latestPass } = await import('../pages/api/wallet/passkit/v1/passes/[passTypeId]/[serial]');
const { POST: passkitLog } = await import('../pages/api/wallet/passkit/v1/log');

const demo = await signInMember(api, DEMO_MEMBER_EMAIL, {
  businessId: DEMO_BUSINESS_ID,
  clientIp: '198.51.100.91',
});

/** A phone's call: no Origin, no cookie, the pass's token in Authorization. */
function phoneRequest(
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return new NextRequest(`http://localhost:3100${path}`, {
    method,
    headers: {
      host: 'localhost:3100',
      ...(token ? { authorization: `ApplePass ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
}

async function links() {
  const response = await walletLinks(
    portalRequest('/api/protected/member/walletLinks', { cookie: await sessionCookie(demo) }),
  );
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('private, max-age=600');
  return walletLinksSchema.parse(await response.json()).links;
}

const tokenOf = (url: string | null) => (url ?? '').split('/').pop() as string;

describe('wallet through the BFF', () => {
  it('answers 401 without a session, and links on the portal origin with one', async () => {
    expect((await walletLinks(portalRequest('/api/protected/member/walletLinks'))).status).toBe(401);
    const { appleWallet, googlePay } = await links();
    expect(appleWallet.url).toMatch(/^http:\/\/localhost:3100\/api\/wallet\/apple\/a\./);
    expect(googlePay.url).toMatch(/^http:\/\/localhost:3100\/api\/wallet\/google\/g\./);
  });

  it('downloads the pass, redirects to Google with a fresh JWT, and keeps the two links apart', async () => {
    const { appleWallet, googlePay } = await links();
    const apple = tokenOf(appleWallet.url);
    const google = tokenOf(googlePay.url);
    const pass = await applePass(portalRequest(`/api/wallet/apple/${apple}`), segment({ token: apple }));
    expect(pass.status).toBe(200);
    expect(pass.headers.get('content-type')).toBe(PKPASS_CONTENT_TYPE);
    expect(
      Buffer.from(await pass.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');

    const redirect = await googleSave(
      portalRequest(`/api/wallet/google/${google}`),
      segment({ token: google }),
    );
    expect(redirect.status).toBe(303);
    expect(redirect.headers.get('location')).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\/ey/);

    const crossed = await googleSave(portalRequest(`/api/wallet/google/${apple}`), segment({ token: apple }));
    expect(crossed.status).toBe(404);
  });

  it('sends a browser tab that opens a refused link to the page saying so; a script still gets the JSON error', async () => {
    const { appleWallet, googlePay } = await links();
    const apple = tokenOf(appleWallet.url);
    const google = tokenOf(googlePay.url);
    const tab = { 'sec-fetch-mode': 'navigate', accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
    // Each wallet's token opened on the other's link: the API refuses it as it refuses an expired one.
    for (const refused of [
      await applePass(portalRequest(`/api/wallet/apple/${google}`, tab), segment({ token: google })),
      await googleSave(portalRequest(`/api/wallet/google/${apple}`, tab), segment({ token: apple })),
    ]) {
      expect(refused.status).toBe(303);
      expect(refused.headers.get('location')).toBe('/wallet/unavailable?reason=invalid');
      expect(refused.headers.get('cache-control')).toBe('no-store');
    }
    // A link cut short fails the token's pattern in the portal, before the API is asked.
    const cut = apple.slice(0, 12);
    const malformed = await applePass(
      portalRequest(`/api/wallet/apple/${cut}`, tab),
      segment({ token: cut }),
    );
    expect(malformed.status).toBe(303);
    expect(malformed.headers.get('location')).toBe('/wallet/unavailable?reason=invalid');
    const script = await applePass(
      portalRequest(`/api/wallet/apple/${google}`, { 'sec-fetch-mode': 'cors', accept: '*/*' }),
      segment({ token: google }),
    );
    expect(script.status).toBe(404);
    expect(await script.json()).toMatchObject({ message: 'wallet.link.invalid' });
    // A valid link in a browser tab still gets its pass.
    const pass = await applePass(portalRequest(`/api/wallet/apple/${apple}`, tab), segment({ token: apple }));
    expect(pass.status).toBe(200);
    expect(pass.headers.get('content-type')).toBe(PKPASS_CONTENT_TYPE);
  });

  it('serves the PassKit web service to a phone that sends no Origin', async () => {
    const apple = tokenOf((await links()).appleWallet.url);
    const pass = await applePass(portalRequest(`/api/wallet/apple/${apple}`), segment({ token: apple }));
    const dir = mkdtempSync(join(tmpdir(), 'bff-pkpass-'));
    writeFileSync(join(dir, 'p.pkpass'), Buffer.from(await pass.arrayBuffer()));
    execFileSync('unzip', ['-q', 'p.pkpass', 'pass.json'], { cwd: dir });
    const json = JSON.parse(readFileSync(join(dir, 'pass.json'), 'utf8')) as {
      serialNumber: string;
      passTypeIdentifier: string;
      authenticationToken: string;
      webServiceURL: string;
    };
    expect(json.webServiceURL).toBe('http://localhost:3100/api/wallet/passkit');
    const params = { deviceId: 'bffdevice', passTypeId: json.passTypeIdentifier, serial: json.serialNumber };
    const registrationPath = `/api/wallet/passkit/v1/devices/bffdevice/registrations/${params.passTypeId}/${params.serial}`;

    const refused = await registration.POST(
      phoneRequest('POST', registrationPath, 'wrong-token-000000', { pushToken: 'bff-push' }),
      segment(params),
    );
    expect(refused.status).toBe(401);
    const created = await registration.POST(
      phoneRequest('POST', registrationPath, json.authenticationToken, { pushToken: 'bff-push' }),
      segment(params),
    );
    expect(created.status).toBe(201);

    const listPath = `/api/wallet/passkit/v1/devices/bffdevice/registrations/${params.passTypeId}`;
    const listed = await updatedSerials(phoneRequest('GET', listPath, null), segment(params));
    const { serialNumbers, lastUpdated } = passkitUpdatedSchema.parse(await listed.json());
    expect(serialNumbers).toEqual([json.serialNumber]);
    const none = await updatedSerials(
      phoneRequest('GET', `${listPath}?passesUpdatedSince=${lastUpdated}`, null),
      segment(params),
    );
    expect(none.status).toBe(204);

    const passPath = `/api/wallet/passkit/v1/passes/${params.passTypeId}/${params.serial}`;
    const latest = await latestPass(phoneRequest('GET', passPath, json.authenticationToken), segment(params));
    expect(latest.status).toBe(200);
    const notModified = await latestPass(
      phoneRequest('GET', passPath, json.authenticationToken, undefined, {
        'if-modified-since': latest.headers.get('last-modified') as string,
      }),
      segment(params),
    );
    expect(notModified.status).toBe(304);

    expect(
      (await passkitLog(phoneRequest('POST', '/api/wallet/passkit/v1/log', null, { logs: ['x'] }))).status,
    ).toBe(200);
    const removed = await registration.DELETE(
      phoneRequest('DELETE', registrationPath, json.authenticationToken),
      segment(params),
    );
    expect(removed.status).toBe(200);
  });
});
