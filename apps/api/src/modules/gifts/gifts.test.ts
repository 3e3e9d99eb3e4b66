import {
  adminGiftListSchema,
  adminGiftSchema,
  apiErrorSchema,
  giftsSchema,
  shopPurchaseResultSchema,
  type SignInResult,
} from '@loyalty/contract';
import { DEMO_BUSINESS_ID, NORTHWIND_BUSINESS_ID } from '@loyalty/db';
import { testDatabaseKinds } from '@loyalty/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin } from '../../test-support';
import { createTestClock, startTestApi, type TestApi } from '../../testing';
import {
  adjust,
  createItem,
  createMemberSession,
  memberGet,
  newKey,
  purchase,
} from '../ledger/ledger-test-support';
import { newRedeemCode } from './gifts.service';

const DAY = 86_400;

describe('redeem codes', () => {
  it('are 12 symbols of an unambiguous alphabet and do not repeat', () => {
    const codes = Array.from({ length: 2000 }, newRedeemCode);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{12}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe.each(testDatabaseKinds())('gifts on %s', (kind) => {
  let api: TestApi;
  const clock = createTestClock();
  beforeAll(async () => {
    api = await startTestApi({ databaseKind: kind, clock });
  });
  afterAll(() => api.close());

  const error = (response: { json(): unknown }) => apiErrorSchema.parse(response.json());
  const grant = (session: SignInResult, payload: Record<string, unknown>, businessId = session.businessId) =>
    api.app.inject({
      method: 'POST',
      url: `/admin/v1/businesses/${businessId}/members/${session.comoMemberId}/gifts`,
      headers: asAdmin(api),
      payload,
    });
  const redeem = (redeemCode: string, businessId = DEMO_BUSINESS_ID) =>
    api.app.inject({
      method: 'POST',
      url: `/admin/v1/businesses/${businessId}/gifts/redeem`,
      headers: asAdmin(api),
      payload: { redeemCode },
    });
  const giftsOf = async (session: SignInResult) =>
    giftsSchema.parse((await memberGet(api, session, '/v1/member/gifts')).json()).gifts;

  it('grants, lists newest first with a derived status, and redeems once at the till', async () => {
    const session = await createMemberSession(api);
    await adjust(api, session, 100);
    const item = await createItem(api, DEMO_BUSINESS_ID, { name: 'Cookie', price: 100 });
    const bought = shopPurchaseResultSchema.parse(
      (await purchase(api, session, { itemId: item.id, idempotencyKey: newKey() })).json(),
    );
    clock.advance(60);
    const granted = await grant(session, { name: 'Birthday cake', validDays: 7 });
    expect(granted.statusCode).toBe(201);
    const cake = adminGiftSchema.parse(granted.json());
    expect(cake).toMatchObject({ source: 'admin', status: 'active', memberId: session.comoMemberId });

    expect((await giftsOf(session)).map((g) => g.id)).toEqual([cake.id, bought.gift.id]);

    // The cashier types the code in lower case: still the same code.
    const redeemed = await redeem(bought.gift.redeemCode.toLowerCase());
    expect(redeemed.statusCode).toBe(200);
    expect(adminGiftSchema.parse(redeemed.json())).toMatchObject({ id: bought.gift.id, status: 'redeemed' });
    const twice = await redeem(bought.gift.redeemCode);
    expect(twice.statusCode).toBe(409);
    expect(error(twice).message).toBe('gift.already.redeemed');

    clock.advance(8 * DAY);
    const statuses = Object.fromEntries((await giftsOf(session)).map((g) => [g.id, g.status]));
    expect(statuses).toEqual({ [cake.id]: 'expired', [bought.gift.id]: 'redeemed' });
    const late = await redeem(cake.redeemCode);
    expect(late.statusCode).toBe(409);
    expect(error(late).message).toBe('gift.expired');

    const admin = await api.app.inject({
      method: 'GET',
      url: `/admin/v1/businesses/${DEMO_BUSINESS_ID}/members/${session.comoMemberId}/gifts`,
      headers: asAdmin(api),
    });
    expect(adminGiftListSchema.parse(admin.json()).gifts.map((g) => g.status)).toEqual([
      'expired',
      'redeemed',
    ]);
  });

  it("keeps gifts to their member and business: another's code is not found, another's list is empty", async () => {
    const session = await createMemberSession(api);
    const cake = adminGiftSchema.parse((await grant(session, { name: 'Scone' })).json());
    const stranger = await createMemberSession(api);
    expect(await giftsOf(stranger)).toEqual([]);

    const foreign = await redeem(cake.redeemCode, NORTHWIND_BUSINESS_ID);
    expect(foreign.statusCode).toBe(404);
    expect(error(foreign).message).toBe('gift.not.found');
    expect((await grant(session, { name: 'Nope' }, NORTHWIND_BUSINESS_ID)).statusCode).toBe(404);
    expect((await redeem('NOSUCHCODE99')).statusCode).toBe(404);
    expect((await redeem('')).statusCode).toBe(400);
    expect((await grant(session, { name: '' })).statusCode).toBe(400);
    // Still redeemable by its own business after all that.
    expect((await redeem(cake.redeemCode)).statusCode).toBe(200);
  });
});
