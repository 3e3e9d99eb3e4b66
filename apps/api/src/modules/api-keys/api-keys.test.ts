import { createHash } from 'node:crypto';
import {
  adminScopes,
  apiErrorSchema,
  apiKeyCreatedSchema,
  apiKeyListSchema,
  apiKeySchema,
  listRoutes,
  loyaltyApi,
  pathOf,
  pathParamNames,
  purchaseRecordResultSchema,
  receiptKeyCreatedSchema,
  receiptSignedSchema,
  type AdminScope,
  type RouteDefinition,
} from '@loyalty/contract';
import { DEMO_BUSINESS_ID, DEMO_MEMBER_EMAIL, NORTHWIND_BUSINESS_ID, apiKeys } from '@loyalty/db';
import { testDatabaseKinds } from '@loyalty/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin } from '../../test-support';
import { startTestApi, type TestApi } from '../../testing';

const error = (response: { json(): unknown }) => apiErrorSchema.parse(response.json());
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Every admin route, with the scope it needs. */
const adminRoutes = listRoutes(loyaltyApi.admin).map(({ name, route }) => ({ name, route }));
const scoped = adminRoutes.filter(({ route }) => route.scope !== 'operator');
const operatorOnly = adminRoutes.filter(({ route }) => route.scope === 'operator');

/** A path of the route for `businessId`, other parameters filled with values that exist nowhere. */
function pathFor(route: RouteDefinition, businessId: string): string {
  const params: Record<string, string> = {};
  for (const name of pathParamNames(route.path)) {
    params[name] =
      name === 'businessId'
        ? businessId
        : name === 'memberRef'
          ? 'nobody@example.com'
          : name === 'keyId'
            ? '0123456789abcdef'
            : '00000000-0000-4000-8000-000000000000';
  }
  return pathOf(route, params);
}

describe.each(testDatabaseKinds())('business API keys on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ databaseKind: kind });
  });
  afterAll(() => api.close());

  const call = (route: RouteDefinition, url: string, headers: Record<string, string>, payload?: object) =>
    api.app.inject({
      method: route.method,
      url,
      headers,
      ...(route.method === 'GET' ? {} : { payload: payload ?? {} }),
    });

  async function createKey(businessId: string, scopes: AdminScope[], label = 'till-1') {
    const response = await api.app.inject({
      method: 'POST',
      url: pathOf(loyaltyApi.admin.apiKeys.create, { businessId }),
      headers: asAdmin(api),
      payload: { scopes, label },
    });
    expect(response.statusCode, response.body).toBe(201);
    return apiKeyCreatedSchema.parse(response.json());
  }

  it('shows a new key once and keeps only a SHA-256 hash of its secret', async () => {
    const created = await createKey(DEMO_BUSINESS_ID, ['ledger', 'read'], 'till-1');
    expect(created).toMatchObject({
      businessId: DEMO_BUSINESS_ID,
      label: 'till-1',
      scopes: ['ledger', 'read'],
      lastUsedAt: null,
      revokedAt: null,
    });
    const match = /^lpk_([a-f0-9]{16})_([A-Za-z0-9_-]{43})$/.exec(created.token);
    expect(match?.[1]).toBe(created.id);
    const secret = match![2]!;

    const [row] = await api.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row?.secretHash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret);

    const listed = await api.app.inject({
      method: 'GET',
      url: pathOf(loyaltyApi.admin.apiKeys.list, { businessId: DEMO_BUSINESS_ID }),
      headers: asAdmin(api),
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(secret);
    const item = apiKeyListSchema.parse(listed.json()).items.find((key) => key.id === created.id);
    expect(item).toEqual(apiKeySchema.strict().parse(item));
  });

  it('refuses a new key without scopes, with an unknown scope or without a label', async () => {
    const url = pathOf(loyaltyApi.admin.apiKeys.create, { businessId: DEMO_BUSINESS_ID });
    for (const payload of [
      { scopes: [], label: 'x' },
      { scopes: ['everything'], label: 'x' },
      { scopes: ['read', 'read'], label: 'x' },
      { scopes: ['read'], label: '' },
    ]) {
      const response = await api.app.inject({ method: 'POST', url, headers: asAdmin(api), payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const unknown = await api.app.inject({
      method: 'POST',
      url: pathOf(loyaltyApi.admin.apiKeys.create, { businessId: 'no-such-business' }),
      headers: asAdmin(api),
      payload: { scopes: ['read'], label: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(error(unknown).message).toBe('business.not.found');
  });

  it('lets a key without the scope a route needs do nothing there (403), and one with it past the check', async () => {
    const only = new Map<AdminScope, string>();
    const allBut = new Map<AdminScope, string>();
    for (const scope of adminScopes) {
      only.set(scope, (await createKey(DEMO_BUSINESS_ID, [scope], `only-${scope}`)).token);
      const others = adminScopes.filter((s) => s !== scope);
      allBut.set(scope, (await createKey(DEMO_BUSINESS_ID, others, `all-but-${scope}`)).token);
    }
    expect(scoped.length).toBeGreaterThan(30);
    for (const { name, route } of scoped) {
      const scope = route.scope as AdminScope;
      const url = pathFor(route, DEMO_BUSINESS_ID);
      const denied = await call(route, url, bearer(allBut.get(scope)!));
      expect(denied.statusCode, `${name} without ${scope}`).toBe(403);
      expect(error(denied).message).toBe('auth.api.key.scope.missing');
      const allowed = await call(route, url, bearer(only.get(scope)!));
      expect([401, 403], `${name} with ${scope}: ${allowed.body}`).not.toContain(allowed.statusCode);
    }
  });

  it("keeps a key to its own business: another business's path is a 404 without its data", async () => {
    const everything = (await createKey(DEMO_BUSINESS_ID, [...adminScopes], 'all')).token;
    for (const { name, route } of scoped) {
      const response = await call(route, pathFor(route, NORTHWIND_BUSINESS_ID), bearer(everything));
      expect(response.statusCode, name).toBe(404);
      expect(response.json(), name).toEqual({ code: 'NOT_FOUND', message: 'business.not.found' });
    }
    const own = await api.app.inject({
      method: 'GET',
      url: pathOf(loyaltyApi.admin.businesses.get, { businessId: DEMO_BUSINESS_ID }),
      headers: bearer(everything),
    });
    expect(own.statusCode).toBe(200);
  });

  it('keeps the operator routes (every business, API keys) to the global token, even for a key with every scope', async () => {
    const everything = (await createKey(DEMO_BUSINESS_ID, [...adminScopes], 'all')).token;
    expect(operatorOnly.map(({ name }) => name).sort()).toEqual([
      'apiKeys.create',
      'apiKeys.list',
      'apiKeys.revoke',
      'businesses.create',
      'businesses.list',
    ]);
    for (const { name, route } of operatorOnly) {
      const response = await call(route, pathFor(route, DEMO_BUSINESS_ID), bearer(everything), {
        scopes: ['read'],
        label: 'escalate',
      });
      expect(response.statusCode, name).toBe(403);
      expect(error(response).message).toBe('auth.api.key.scope.missing');
    }
  });

  it("lets a till's ledger key record purchases, sign receipts and rotate receipt keys", async () => {
    const till = (await createKey(DEMO_BUSINESS_ID, ['ledger'], 'till-2')).token;
    const recorded = await api.app.inject({
      method: 'POST',
      url: pathOf(loyaltyApi.admin.purchases.record, { businessId: DEMO_BUSINESS_ID }),
      headers: bearer(till),
      payload: { member: DEMO_MEMBER_EMAIL, amount: 1250, externalId: 'till-2-receipt-1' },
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(purchaseRecordResultSchema.parse(recorded.json()).purchase.externalId).toBe('till-2-receipt-1');

    const key = await api.app.inject({
      method: 'POST',
      url: pathOf(loyaltyApi.admin.receipts.createKey, { businessId: DEMO_BUSINESS_ID }),
      headers: bearer(till),
    });
    expect(key.statusCode).toBe(201);
    receiptKeyCreatedSchema.parse(key.json());
    const signed = await api.app.inject({
      method: 'POST',
      url: pathOf(loyaltyApi.admin.receipts.sign, { businessId: DEMO_BUSINESS_ID }),
      headers: bearer(till),
      payload: { transactionId: 'till-2-tx-1', amount: 990 },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(receiptSignedSchema.parse(signed.json()).code).not.toBe('');

    // The same key cannot read the member list (read) nor message members (messages).
    const members = await api.app.inject({
      method: 'GET',
      url: pathOf(loyaltyApi.admin.members.list, { businessId: DEMO_BUSINESS_ID }),
      headers: bearer(till),
    });
    expect(members.statusCode).toBe(403);
  });

  it('refuses a revoked key from its next call; revoking again keeps the first time', async () => {
    const created = await createKey(DEMO_BUSINESS_ID, ['read'], 'soon-revoked');
    const url = pathOf(loyaltyApi.admin.members.list, { businessId: DEMO_BUSINESS_ID });
    const before = await api.app.inject({ method: 'GET', url, headers: bearer(created.token) });
    expect(before.statusCode).toBe(200);

    const revokeUrl = pathOf(loyaltyApi.admin.apiKeys.revoke, { keyId: created.id });
    const revoked = await api.app.inject({ method: 'POST', url: revokeUrl, headers: asAdmin(api) });
    expect(revoked.statusCode).toBe(200);
    const first = apiKeySchema.parse(revoked.json());
    expect(first.revokedAt).not.toBeNull();
    expect(first.lastUsedAt).not.toBeNull();

    const after = await api.app.inject({ method: 'GET', url, headers: bearer(created.token) });
    expect(after.statusCode).toBe(401);
    expect(error(after).message).toBe('auth.unauthorized');

    const again = await api.app.inject({ method: 'POST', url: revokeUrl, headers: asAdmin(api) });
    expect(apiKeySchema.parse(again.json()).revokedAt).toBe(first.revokedAt);
    const unknown = await api.app.inject({
      method: 'POST',
      url: pathOf(loyaltyApi.admin.apiKeys.revoke, { keyId: 'ffffffffffffffff' }),
      headers: asAdmin(api),
    });
    expect(unknown.statusCode).toBe(404);
    expect(error(unknown).message).toBe('api.key.not.found');
  });

  it('refuses a key with a wrong secret, an unknown id or a broken shape (401)', async () => {
    const created = await createKey(DEMO_BUSINESS_ID, ['read'], 'tampered');
    const secret = created.token.slice(-43);
    const wrongSecret = `${created.token.slice(0, -43)}${secret.startsWith('A') ? 'B' : 'A'}${secret.slice(1)}`;
    const unknownId = `lpk_ffffffffffffffff_${secret}`;
    const url = pathOf(loyaltyApi.admin.members.list, { businessId: DEMO_BUSINESS_ID });
    for (const token of [wrongSecret, unknownId, 'lpk_', `${created.token}x`, api.serviceToken]) {
      const response = await api.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(response.statusCode, token).toBe(401);
    }
  });

  it('keeps the global admin token working on every business and on the operator routes', async () => {
    for (const businessId of [DEMO_BUSINESS_ID, NORTHWIND_BUSINESS_ID]) {
      const members = await api.app.inject({
        method: 'GET',
        url: pathOf(loyaltyApi.admin.members.list, { businessId }),
        headers: asAdmin(api),
      });
      expect(members.statusCode).toBe(200);
    }
    const businesses = await api.app.inject({
      method: 'GET',
      url: loyaltyApi.admin.businesses.list.path,
      headers: asAdmin(api),
    });
    expect(businesses.statusCode).toBe(200);
  });
});
