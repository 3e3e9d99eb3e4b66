import {
  BUSINESS_ID_HEADER,
  MEMBER_ID_HEADER,
  apiErrorSchema,
  apiKeyCreatedSchema,
  googleSaveSchema,
  loyaltyApi,
  pathOf,
  walletLinksSchema,
} from '@loyalty/contract';
import {
  DEMO_BUSINESS_ID,
  DEMO_MEMBER_EMAIL,
  NORTHWIND_BUSINESS_ID,
  NORTHWIND_MEMBER_EMAIL,
  members,
} from '@loyalty/db';
import { testDatabaseKinds } from '@loyalty/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, asService } from '../../test-support';
import { devWalletConfig, startTestApi, type TestApi } from '../../testing';
import { portalHostOf } from './wallet.service';

const { wallet } = devWalletConfig();
const TEMPLATE = 'https://{host}:8443';

async function memberIdOf(api: TestApi, businessId: string, email: string): Promise<string> {
  const [row] = await api.db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.businessId, businessId), eq(members.email, email)));
  if (!row) throw new Error(`no member ${email}`);
  return row.id;
}

describe('the host an outside link is put on', () => {
  it('prefers a real host name over localhost and IP addresses, then the first alphabetically', () => {
    expect(portalHostOf(['localhost', '127.0.0.1', 'bean-leaf.localhost'])).toBe('bean-leaf.localhost');
    expect(portalHostOf(['loyalty.zeta.example', 'loyalty.alpha.example'])).toBe('loyalty.alpha.example');
    expect(portalHostOf(['localhost', '127.0.0.1'])).toBe('127.0.0.1');
    expect(portalHostOf([])).toBeUndefined();
  });
});

describe.each(testDatabaseKinds())('wallet links for an outside page on %s', (kind) => {
  let api: TestApi;
  let appleOnly: TestApi;
  let demoMember: string;
  let northwindMember: string;
  beforeAll(async () => {
    api = await startTestApi({ databaseKind: kind, config: { wallet, portalOriginTemplate: TEMPLATE } });
    appleOnly = await startTestApi({
      databaseKind: kind,
      config: { wallet: { apple: wallet.apple }, portalOriginTemplate: TEMPLATE },
    });
    demoMember = await memberIdOf(api, DEMO_BUSINESS_ID, DEMO_MEMBER_EMAIL);
    northwindMember = await memberIdOf(api, NORTHWIND_BUSINESS_ID, NORTHWIND_MEMBER_EMAIL);
    // Two APIs start here: on a busy machine that takes longer than one hook's usual minute.
  }, 180_000);
  afterAll(async () => {
    await api?.close();
    await appleOnly?.close();
  });

  const outsideLinks = (
    target: TestApi,
    headers: Record<string, string | undefined>,
    credential: Record<string, string> = asAdmin(target),
  ) =>
    target.app.inject({
      method: 'GET',
      url: loyaltyApi.wallet.outsideLinks.path,
      headers: Object.fromEntries(
        Object.entries({ ...credential, ...headers }).filter(([, value]) => value !== undefined),
      ) as Record<string, string>,
    });

  const tokenOf = (url: string) => decodeURIComponent(url.split('/').at(-1) as string);

  it("answers both links, absolute on the business's portal host, carrying tokens that open the member's pass", async () => {
    const response = await outsideLinks(api, {
      [BUSINESS_ID_HEADER]: DEMO_BUSINESS_ID,
      [MEMBER_ID_HEADER]: demoMember,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    const { links } = walletLinksSchema.parse(response.json());
    const apple = links.appleWallet.url as string;
    const google = links.googlePay.url as string;
    expect(apple).toMatch(/^https:\/\/bean-leaf\.localhost:8443\/api\/wallet\/apple\/a\.[0-9a-f]{32}\./);
    expect(google).toMatch(/^https:\/\/bean-leaf\.localhost:8443\/api\/wallet\/google\/g\.[0-9a-f]{32}\./);

    // The portal forwards the token to the API: the same token as a member's own link, for this member.
    const pass = await api.app.inject({
      method: 'GET',
      url: pathOf(loyaltyApi.wallet.applePass, { token: tokenOf(apple) }),
      query: { origin: 'https://bean-leaf.localhost:8443' },
      headers: asService(api, DEMO_BUSINESS_ID),
    });
    expect(pass.statusCode, pass.body).toBe(200);
    expect(pass.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const save = await api.app.inject({
      method: 'GET',
      url: pathOf(loyaltyApi.wallet.googleSave, { token: tokenOf(google) }),
      query: { origin: 'https://bean-leaf.localhost:8443' },
      headers: asService(api, DEMO_BUSINESS_ID),
    });
    expect(save.statusCode, save.body).toBe(200);
    expect(googleSaveSchema.parse(save.json()).url).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\//);
    // A token handed out for Bean & Leaf does not open at Northwind.
    const elsewhere = await api.app.inject({
      method: 'GET',
      url: pathOf(loyaltyApi.wallet.applePass, { token: tokenOf(apple) }),
      query: { origin: 'https://northwind.localhost' },
      headers: asService(api, NORTHWIND_BUSINESS_ID),
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it("puts Northwind's links on Northwind's own host", async () => {
    const response = await outsideLinks(api, {
      [BUSINESS_ID_HEADER]: NORTHWIND_BUSINESS_ID,
      [MEMBER_ID_HEADER]: northwindMember,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { links } = walletLinksSchema.parse(response.json());
    expect(links.appleWallet.url).toMatch(/^https:\/\/northwind\.localhost:8443\/api\/wallet\/apple\//);
  });

  it("answers the same 404 for an unknown member, a malformed id and another business's member", async () => {
    const answers = [
      await outsideLinks(api, {
        [BUSINESS_ID_HEADER]: DEMO_BUSINESS_ID,
        [MEMBER_ID_HEADER]: '00000000-0000-4000-8000-000000000000',
      }),
      await outsideLinks(api, { [BUSINESS_ID_HEADER]: DEMO_BUSINESS_ID, [MEMBER_ID_HEADER]: 'nobody' }),
      await outsideLinks(api, {
        [BUSINESS_ID_HEADER]: DEMO_BUSINESS_ID,
        [MEMBER_ID_HEADER]: northwindMember,
      }),
    ];
    for (const response of answers) {
      expect(response.statusCode).toBe(404);
      expect(apiErrorSchema.parse(response.json()).message).toBe('member.not.found');
    }
    const unknownBusiness = await outsideLinks(api, {
      [BUSINESS_ID_HEADER]: 'no-such-business',
      [MEMBER_ID_HEADER]: demoMember,
    });
    expect(unknownBusiness.statusCode).toBe(404);
    expect(apiErrorSchema.parse(unknownBusiness.json()).message).toBe('business.not.found');
  });

  it('names the missing headers in a 400', async () => {
    const response = await outsideLinks(api, { [MEMBER_ID_HEADER]: demoMember });
    expect(response.statusCode).toBe(400);
    const body = apiErrorSchema.parse(response.json());
    expect(body.issues?.map((issue) => issue.path)).toEqual([BUSINESS_ID_HEADER]);
    const neither = await outsideLinks(api, {});
    expect(apiErrorSchema.parse(neither.json()).issues?.map((issue) => issue.path)).toEqual([
      BUSINESS_ID_HEADER,
      MEMBER_ID_HEADER,
    ]);
  });

  it("refuses a call without the admin token, with a wrong one and with the portal's service token", async () => {
    const headers = { [BUSINESS_ID_HEADER]: DEMO_BUSINESS_ID, [MEMBER_ID_HEADER]: demoMember };
    const credentials: Record<string, string>[] = [
      {},
      { authorization: 'Bearer not-the-admin-token-at-all' },
      { authorization: `Bearer ${api.serviceToken}` },
    ];
    for (const credential of credentials) {
      const response = await outsideLinks(api, headers, credential);
      expect(response.statusCode).toBe(401);
      expect(apiErrorSchema.parse(response.json()).message).toBe('auth.unauthorized');
      expect(response.body).not.toContain('/api/wallet/');
    }
  });

  it("lets a business's API key with the members scope ask for its own members' links only", async () => {
    const keyOf = async (businessId: string, scopes: string[]) => {
      const created = await api.app.inject({
        method: 'POST',
        url: pathOf(loyaltyApi.admin.apiKeys.create, { businessId }),
        headers: asAdmin(api),
        payload: { scopes, label: 'outside page' },
      });
      expect(created.statusCode, created.body).toBe(201);
      return { authorization: `Bearer ${apiKeyCreatedSchema.parse(created.json()).token}` };
    };
    const beanLeafKey = await keyOf(DEMO_BUSINESS_ID, ['members']);
    const own = await outsideLinks(
      api,
      { [BUSINESS_ID_HEADER]: DEMO_BUSINESS_ID, [MEMBER_ID_HEADER]: demoMember },
      beanLeafKey,
    );
    expect(own.statusCode, own.body).toBe(200);
    expect(walletLinksSchema.parse(own.json()).links.appleWallet.url).toMatch(/bean-leaf\.localhost/);

    // Northwind's key asking for a Bean & Leaf member: the same 404 as a member who does not exist.
    const northwindKey = await keyOf(NORTHWIND_BUSINESS_ID, ['members', 'read']);
    const elsewhere = await outsideLinks(
      api,
      { [BUSINESS_ID_HEADER]: DEMO_BUSINESS_ID, [MEMBER_ID_HEADER]: demoMember },
      northwindKey,
    );
    expect(elsewhere.statusCode).toBe(404);
    expect(apiErrorSchema.parse(elsewhere.json()).message).toBe('member.not.found');
    expect(elsewhere.body).not.toContain('/api/wallet/');

    // A key without the members scope cannot hand out a member's card.
    const readOnly = await outsideLinks(
      api,
      { [BUSINESS_ID_HEADER]: DEMO_BUSINESS_ID, [MEMBER_ID_HEADER]: demoMember },
      await keyOf(DEMO_BUSINESS_ID, ['read']),
    );
    expect(readOnly.statusCode).toBe(403);
    expect(apiErrorSchema.parse(readOnly.json()).message).toBe('auth.api.key.scope.missing');
  });

  it('leaves the Google link out when Google Wallet is not configured', async () => {
    const response = await outsideLinks(appleOnly, {
      [BUSINESS_ID_HEADER]: DEMO_BUSINESS_ID,
      [MEMBER_ID_HEADER]: await memberIdOf(appleOnly, DEMO_BUSINESS_ID, DEMO_MEMBER_EMAIL),
    });
    expect(response.statusCode, response.body).toBe(200);
    const { links } = walletLinksSchema.parse(response.json());
    expect(links.googlePay.url).toBeNull();
    expect(links.appleWallet.url).toMatch(/^https:\/\/bean-leaf\.localhost:8443\/api\/wallet\/apple\//);
  });

  it('answers 409 for a business that has no host name to put the links on', async () => {
    await api.app.inject({
      method: 'PATCH',
      url: pathOf(loyaltyApi.admin.businesses.update, { businessId: NORTHWIND_BUSINESS_ID }),
      headers: asAdmin(api),
      payload: { hosts: [] },
    });
    const response = await outsideLinks(api, {
      [BUSINESS_ID_HEADER]: NORTHWIND_BUSINESS_ID,
      [MEMBER_ID_HEADER]: northwindMember,
    });
    expect(response.statusCode).toBe(409);
    expect(apiErrorSchema.parse(response.json()).message).toBe('wallet.portal.host.missing');
  });
});
