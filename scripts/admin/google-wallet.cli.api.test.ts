// Saved Google Wallet passes kept up to date: a CLI award reaches the member's loyalty object through
// Google Wallet's REST API (a stand-in on this machine), authorised by a service-account token.
import { readFileSync } from 'node:fs';
import { devWalletConfig, startTestApi } from '@loyalty/api/testing';
import { DEMO_BUSINESS_ID, DEMO_MEMBER_EMAIL, members, outboundMessages } from '@loyalty/db';
import { testDatabaseKinds } from '@loyalty/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestGoogleApis,
  type ReceivedCall,
  type TestGoogleApis,
} from '../test-setup/google-apis.fixtures';
import { cliAgainst } from './cli-test-support';

type TestApi = Awaited<ReturnType<typeof startTestApi>>;

const { wallet, credentials } = devWalletConfig();
const ORIGIN = 'https://portal.example.com';

interface LoyaltyObjectBody {
  id?: string;
  accountName?: string;
  loyaltyPoints?: { label: string; balance: { string: string } };
  secondaryLoyaltyPoints?: { label: string; balance: { string: string } };
}

const bodyOf = (call: ReceivedCall | undefined) => call?.body as LoyaltyObjectBody;
const pointsIn = (call: ReceivedCall | undefined) => Number(bodyOf(call).loyaltyPoints?.balance.string);

/** Signs the member's Google save link as the portal does when the member clicks it. */
async function openGoogleSave(api: TestApi): Promise<void> {
  const [member] = await api.db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.businessId, DEMO_BUSINESS_ID), eq(members.email, DEMO_MEMBER_EMAIL)));
  const links = (await (
    await fetch(`${api.url}/v1/member/links/wallet`, {
      headers: {
        authorization: `Bearer ${api.adminToken}`,
        'x-business-id': DEMO_BUSINESS_ID,
        'x-member-id': member!.id,
      },
    })
  ).json()) as { links: { googlePay: { url: string } } };
  const token = links.links.googlePay.url.split('/').at(-1)!;
  const save = await fetch(`${api.url}/v1/wallet/google/${token}?origin=${ORIGIN}`, {
    headers: { authorization: `Bearer ${api.serviceToken}`, 'x-business-id': DEMO_BUSINESS_ID },
  });
  expect(save.status).toBe(200);
}

describe.each(testDatabaseKinds())('Google Wallet pass updates on %s', (kind) => {
  let api: TestApi;
  let google: TestGoogleApis;
  beforeAll(async () => {
    google = await startTestGoogleApis({
      publicKeyPem: readFileSync(credentials.googlePublicKeyPath, 'utf8'),
    });
    api = await startTestApi({
      databaseKind: kind,
      config: { wallet: { ...wallet, googleApi: { apiUrl: google.url, tokenUrl: google.tokenUrl } } },
    });
  });
  afterAll(async () => {
    await api?.close();
    await google?.close();
  });

  const cli = cliAgainst(() => api);
  const objectCalls = (call: ReceivedCall) => call.path.startsWith('/walletobjects/v1/loyaltyObject');

  it('inserts the object Google does not know yet, then patches it with each new balance', async () => {
    expect((await cli('wallet:status', DEMO_BUSINESS_ID)).out).toContain(
      "Google pass updates: Google Wallet's API",
    );
    await openGoogleSave(api);
    expect(await cli('points:award', DEMO_BUSINESS_ID, DEMO_MEMBER_EMAIL, '7')).toMatchObject({ code: 0 });

    // Google has no object until the member saves the pass: the patch answers 404, so it is inserted.
    const [patch, insert] = await google.waitFor(objectCalls, 2);
    expect(patch?.method).toBe('PATCH');
    expect(insert?.method).toBe('POST');
    expect(insert?.path).toBe('/walletobjects/v1/loyaltyObject');
    const objectId = bodyOf(insert).id as string;
    expect(objectId).toMatch(new RegExp(`^${credentials.WALLET_GOOGLE_ISSUER_ID}\\.[0-9a-f]{32}$`));
    expect(patch?.path).toBe(`/walletobjects/v1/loyaltyObject/${objectId}`);
    const afterFirst = pointsIn(insert);
    expect(afterFirst).toBeGreaterThanOrEqual(7);
    expect(bodyOf(insert).loyaltyPoints?.label).toMatch(/^Beans?$/);

    expect(await cli('points:award', DEMO_BUSINESS_ID, DEMO_MEMBER_EMAIL, '5')).toMatchObject({ code: 0 });
    const calls = await google.waitFor(objectCalls, 3);
    const second = calls[2];
    expect(second?.method).toBe('PATCH');
    expect(second?.path).toBe(`/walletobjects/v1/loyaltyObject/${objectId}`);
    expect(pointsIn(second)).toBe(afterFirst + 5);
    // The object id is in the path; the body carries what changed.
    expect(bodyOf(second).id).toBeUndefined();
    expect(bodyOf(second).accountName).toBeTruthy();

    // One token, kept for every call: fetched with a signed JWT assertion of the service account.
    expect(google.refusedGrants).toBe(0);
    expect(google.grants).toHaveLength(1);
    const [grant] = google.grants;
    expect(grant?.grantType).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    expect(grant?.header.alg).toBe('RS256');
    expect(grant?.claims).toMatchObject({
      iss: credentials.WALLET_GOOGLE_SERVICE_ACCOUNT_EMAIL,
      aud: google.tokenUrl,
      scope: 'https://www.googleapis.com/auth/wallet_object.issuer',
    });
    expect((grant?.claims.exp ?? 0) - (grant?.claims.iat ?? 0)).toBe(3600);
    expect(new Set(calls.map((call) => call.authorization))).toEqual(new Set(['Bearer ya29.test-1']));
  });

  it('tries a 5xx again and gives up a 4xx without retrying', async () => {
    const before = google.calls.filter(objectCalls).length;
    const objectId = bodyOf(google.calls.find((call) => call.method === 'POST')).id as string;

    google.answer(objectId, 503);
    expect(await cli('points:award', DEMO_BUSINESS_ID, DEMO_MEMBER_EMAIL, '1')).toMatchObject({ code: 0 });
    const retried = await google.waitFor(objectCalls, before + 2);
    expect(retried.slice(before).map((call) => call.method)).toEqual(['PATCH', 'PATCH']);

    google.answer(objectId, 400);
    expect(await cli('points:award', DEMO_BUSINESS_ID, DEMO_MEMBER_EMAIL, '1')).toMatchObject({ code: 0 });
    await google.waitFor(objectCalls, before + 3);
    // Another round later: the refused update was not tried again, and no insert followed it.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(google.calls.filter(objectCalls).slice(before + 2)).toHaveLength(1);
  }, 30_000);

  it('keeps the updates in the dev outbox when Google is configured without its API (demo mode)', async () => {
    const demo = await startTestApi({ databaseKind: kind, config: { wallet } });
    try {
      await openGoogleSave(demo);
      const award = await cliAgainst(() => demo)('points:award', DEMO_BUSINESS_ID, DEMO_MEMBER_EMAIL, '3');
      expect(award.code).toBe(0);
      const deadline = Date.now() + 15_000;
      let rows: (typeof outboundMessages.$inferSelect)[] = [];
      while (rows.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        rows = await demo.db
          .select()
          .from(outboundMessages)
          .where(eq(outboundMessages.channel, 'google-wallet'));
      }
      expect(rows).toHaveLength(1);
      const body = JSON.parse(rows[0]!.body) as { loyaltyObject: LoyaltyObjectBody };
      expect(rows[0]!.recipient).toBe(body.loyaltyObject.id);
      expect(Number(body.loyaltyObject.loyaltyPoints?.balance.string)).toBeGreaterThanOrEqual(3);
    } finally {
      await demo.close();
    }
  });
});
