import {
  BUSINESS_ID_HEADER,
  SESSION_AUTH_TIME_HEADER,
  SESSION_ID_HEADER,
  apiErrorSchema,
  loyaltyApi,
  messageKeys,
  pathOf,
  giftsSchema,
  shopItemsSchema,
  shopPurchaseResultSchema,
  type AdminShopItem,
  type SignInResult,
} from '@loyalty/contract';
import {
  DEMO_BUSINESS_ID,
  NORTHWIND_BUSINESS_ID,
  ledgerEntries,
  memberBalances,
  memberSessions,
  members,
  shopItems,
  shopOrders,
} from '@loyalty/db';
import { testDatabaseKinds } from '@loyalty/db/testing';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, asMember } from '../../test-support';
import { LAST_SEEN_INTERVAL_MS } from '../session/session.service';
import { createTestClock, startTestApi, type TestApi } from '../../testing';
import {
  adjust,
  createItem,
  createMemberSession,
  memberGet,
  newKey,
  purchase,
} from '../ledger/ledger-test-support';

describe.each(testDatabaseKinds())('points shop and reward shop on %s', (kind) => {
  let api: TestApi;
  const clock = createTestClock();
  beforeAll(async () => {
    api = await startTestApi({ databaseKind: kind, clock });
  });
  afterAll(() => api.close());

  const error = (response: { json(): unknown }) => apiErrorSchema.parse(response.json());
  const balanceRow = async (memberId: string, type: 'point' | 'credit' = 'point') => {
    const [row] = await api.db
      .select({ balance: memberBalances.balance })
      .from(memberBalances)
      .where(and(eq(memberBalances.memberId, memberId), eq(memberBalances.type, type)));
    return Number(row?.balance ?? 0);
  };
  const entrySum = async (memberId: string, type: 'point' | 'credit' = 'point') => {
    const [row] = await api.db
      .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.memberId, memberId), eq(ledgerEntries.type, type)));
    return Number(row?.total ?? 0);
  };
  const stockOf = async (itemId: string) => {
    const [row] = await api.db
      .select({ stock: shopItems.stock })
      .from(shopItems)
      .where(eq(shopItems.id, itemId));
    return row?.stock;
  };
  const funded = async (points: number, credit = 0): Promise<SignInResult> => {
    const session = await createMemberSession(api);
    if (points) expect((await adjust(api, session, points)).statusCode).toBe(200);
    if (credit) expect((await adjust(api, session, credit, 'credit')).statusCode).toBe(200);
    return session;
  };

  it('lists only active items inside their window, of the shop asked for', async () => {
    const now = clock().getTime();
    const tag = `window-${kind}`;
    const live = await createItem(api, DEMO_BUSINESS_ID, { name: `${tag} live`, stock: 3 });
    await createItem(api, DEMO_BUSINESS_ID, { name: `${tag} off`, isActive: false });
    await createItem(api, DEMO_BUSINESS_ID, {
      name: `${tag} later`,
      activeFrom: new Date(now + 3_600_000).toISOString(),
    });
    await createItem(api, DEMO_BUSINESS_ID, {
      name: `${tag} over`,
      activeFrom: new Date(now - 7_200_000).toISOString(),
      activeUntil: new Date(now - 3_600_000).toISOString(),
    });
    const reward = await createItem(api, DEMO_BUSINESS_ID, {
      name: `${tag} reward`,
      shop: 'reward',
      priceType: 'credit',
    });
    await createItem(api, NORTHWIND_BUSINESS_ID, { name: `${tag} northwind` });

    const session = await createMemberSession(api);
    const points = shopItemsSchema.parse(
      (await memberGet(api, session, '/v1/member/shop/points/items')).json(),
    );
    const names = points.items.map((item) => item.name).filter((name) => name.startsWith(tag));
    expect(names).toEqual([`${tag} live`]);
    expect(points.items.find((item) => item.id === live.id)).toMatchObject({
      stock: 3,
      price: 100,
      priceType: 'point',
    });
    const rewards = shopItemsSchema.parse(
      (await memberGet(api, session, '/v1/member/shop/reward/items')).json(),
    );
    expect(rewards.items.map((item) => item.id)).toContain(reward.id);
    expect(rewards.items.map((item) => item.id)).not.toContain(live.id);

    expect((await memberGet(api, session, '/v1/member/shop/bogus/items')).statusCode).toBe(400);
  });

  // A limited item is bought in a transaction, an unlimited one in one statement (see purchaseItem).
  it.each([
    ['a limited item', 2],
    ['an unlimited item', null],
  ])(
    '%s: spends, takes any stock, grants a gift and answers a retry with the first result',
    async (_, stock) => {
      const item = await createItem(api, DEMO_BUSINESS_ID, {
        name: 'Croissant',
        price: 250,
        stock,
        giftValidDays: 30,
      });
      const session = await funded(1000);
      const key = newKey();

      const first = await purchase(api, session, { itemId: item.id, idempotencyKey: key });
      expect(first.statusCode).toBe(200);
      const result = shopPurchaseResultSchema.parse(first.json());
      expect(result).toMatchObject({ replayed: false, balances: { point: 750, credit: 0 } });
      expect(result.gift).toMatchObject({ name: 'Croissant', source: 'points-shop', status: 'active' });
      expect(result.gift.redeemCode).toMatch(/^[A-Z2-9]{12}$/);
      expect(Date.parse(result.gift.expiresAt!) - clock().getTime()).toBe(30 * 86_400_000);
      expect(result.item).toEqual({ id: item.id, stock: stock === null ? null : 1 });
      expect(await stockOf(item.id)).toBe(stock === null ? null : 1);

      const again = shopPurchaseResultSchema.parse(
        (await purchase(api, session, { itemId: item.id, idempotencyKey: key })).json(),
      );
      expect(again).toEqual({ ...result, replayed: true });
      expect(await stockOf(item.id)).toBe(stock === null ? null : 1);
      expect(await balanceRow(session.comoMemberId)).toBe(750);

      const other = await createItem(api, DEMO_BUSINESS_ID, { name: 'Muffin' });
      const reused = await purchase(api, session, { itemId: other.id, idempotencyKey: key });
      expect(reused.statusCode).toBe(409);
      expect(error(reused).message).toBe('general.idempotency.key.reused');

      const gifts = giftsSchema.parse((await memberGet(api, session, '/v1/member/gifts')).json());
      expect(gifts.gifts.map((gift) => gift.id)).toEqual([result.gift.id]);
      const [spend] = await api.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.memberId, session.comoMemberId), eq(ledgerEntries.operation, 'spend')));
      expect(spend).toMatchObject({ amount: -250, entityId: result.orderId, type: 'point' });
    },
  );

  it('refuses what the member cannot have: too dear, sold out, unavailable, unknown', async () => {
    const session = await funded(150, 500);
    const dear = await createItem(api, DEMO_BUSINESS_ID, { price: 151 });
    const insufficient = await purchase(api, session, { itemId: dear.id, idempotencyKey: newKey() });
    expect(insufficient.statusCode).toBe(409);
    expect(error(insufficient).message).toBe('ledger.insufficient.balance');

    const soldOut = await createItem(api, DEMO_BUSINESS_ID, { price: 10, stock: 0 });
    const out = await purchase(api, session, { itemId: soldOut.id, idempotencyKey: newKey() });
    expect(out.statusCode).toBe(409);
    expect(error(out).message).toBe('shop.item.out.of.stock');

    const off = await createItem(api, DEMO_BUSINESS_ID, { price: 10, isActive: false });
    const unavailable = await purchase(api, session, { itemId: off.id, idempotencyKey: newKey() });
    expect(unavailable.statusCode).toBe(409);
    expect(error(unavailable).message).toBe('shop.item.not.available');

    // Credit-priced reward-shop items spend credit, not points; the wrong shop's item is not found.
    const voucher = await createItem(api, DEMO_BUSINESS_ID, {
      shop: 'reward',
      priceType: 'credit',
      price: 400,
    });
    const wrongShop = await purchase(
      api,
      session,
      { itemId: voucher.id, idempotencyKey: newKey() },
      'points',
    );
    expect(wrongShop.statusCode).toBe(404);
    expect(error(wrongShop).message).toBe('shop.item.not.found');
    const bought = await purchase(api, session, { itemId: voucher.id, idempotencyKey: newKey() }, 'reward');
    expect(shopPurchaseResultSchema.parse(bought.json())).toMatchObject({
      balances: { credit: 100, point: 150 },
      gift: { source: 'reward-shop' },
    });

    const unknown = await purchase(api, session, { itemId: crypto.randomUUID(), idempotencyKey: newKey() });
    expect(unknown.statusCode).toBe(404);
    const badKey = await purchase(api, session, { itemId: dear.id, idempotencyKey: 'x' });
    expect(badKey.statusCode).toBe(400);
    const notUuid = await purchase(api, session, { itemId: 'nope', idempotencyKey: newKey() });
    expect(notUuid.statusCode).toBe(400);

    // Nothing of the refusals touched the ledger.
    expect(await balanceRow(session.comoMemberId)).toBe(150);
    expect(await entrySum(session.comoMemberId)).toBe(150);
    expect(await stockOf(soldOut.id)).toBe(0);
  });

  it("never sells another business's item, nor shows another member's gifts", async () => {
    const northwindItem = await createItem(api, NORTHWIND_BUSINESS_ID, { price: 1 });
    const session = await funded(100);
    const response = await purchase(api, session, { itemId: northwindItem.id, idempotencyKey: newKey() });
    expect(response.statusCode).toBe(404);
    expect(error(response).message).toBe('shop.item.not.found');

    const item = await createItem(api, DEMO_BUSINESS_ID, { price: 1 });
    expect((await purchase(api, session, { itemId: item.id, idempotencyKey: newKey() })).statusCode).toBe(
      200,
    );
    const stranger = await createMemberSession(api);
    expect(giftsSchema.parse((await memberGet(api, stranger, '/v1/member/gifts')).json()).gifts).toEqual([]);
    // Nor can another business's member buy this business's item.
    const northwindMember = await createMemberSession(api, NORTHWIND_BUSINESS_ID);
    const theirs = await purchase(api, northwindMember, { itemId: item.id, idempotencyKey: newKey() });
    expect(theirs.statusCode).toBe(404);
  });

  it("checks the buyer's session in the purchase itself, as every member call is checked", async () => {
    const item = await createItem(api, DEMO_BUSINESS_ID, { price: 100 });
    const buy = (session: SignInResult, headers: Record<string, string> = {}) =>
      api.app.inject({
        method: 'POST',
        url: pathOf(loyaltyApi.shop.purchase, { shop: 'points' }),
        headers: { ...asMember(api, session), ...headers },
        payload: { itemId: item.id, idempotencyKey: newKey() },
      });
    const refused = async (response: Awaited<ReturnType<typeof buy>>, message: string) => {
      expect(response.statusCode).toBe(401);
      expect(error(response).message).toBe(message);
    };
    const session = await funded(1000);
    const other = await funded(1000);
    const northwind = await createMemberSession(api, NORTHWIND_BUSINESS_ID);

    // Another member's session, a session id nobody has, another business's member: nothing is bought.
    await refused(await buy(other, { [SESSION_ID_HEADER]: session.sessionId }), 'auth.session.revoked');
    await refused(await buy(session, { [SESSION_ID_HEADER]: crypto.randomUUID() }), 'auth.session.revoked');
    await refused(await buy(northwind, { [BUSINESS_ID_HEADER]: DEMO_BUSINESS_ID }), messageKeys.unauthorized);
    // Signed in before the member's sessions were ended (to the millisecond), or a session ended on its own.
    await api.db
      .update(members)
      .set({ sessionsValidAfter: new Date(session.authTime + 1) })
      .where(eq(members.id, session.comoMemberId));
    await refused(await buy(session), 'auth.session.revoked');
    await api.db
      .update(members)
      .set({ sessionsValidAfter: new Date(session.authTime) })
      .where(eq(members.id, session.comoMemberId));
    expect((await buy(session)).statusCode).toBe(200);
    // A sign-in time as far ahead as the header allows is still a time (not a database error).
    expect((await buy(session, { [SESSION_AUTH_TIME_HEADER]: '999999999999999' })).statusCode).toBe(200);
    await api.db
      .update(memberSessions)
      .set({ revokedAt: clock() })
      .where(eq(memberSessions.id, session.sessionId));
    await refused(await buy(session), 'auth.session.revoked');
    // The refusal comes before anything about the item, even one the purchase could not have found.
    const unknownItem = await api.app.inject({
      method: 'POST',
      url: pathOf(loyaltyApi.shop.purchase, { shop: 'points' }),
      headers: asMember(api, session),
      payload: { itemId: crypto.randomUUID(), idempotencyKey: newKey() },
    });
    await refused(unknownItem, 'auth.session.revoked');

    expect(await balanceRow(session.comoMemberId)).toBe(800);
    expect(await balanceRow(other.comoMemberId)).toBe(1000);
    const orders = await api.db
      .select({ memberId: shopOrders.memberId })
      .from(shopOrders)
      .where(eq(shopOrders.itemId, item.id));
    expect(orders).toEqual([{ memberId: session.comoMemberId }, { memberId: session.comoMemberId }]);
  });

  it("moves the buyer's last-seen forward at most once per interval, in the purchase itself", async () => {
    const item = await createItem(api, DEMO_BUSINESS_ID, { price: 1 });
    const session = await funded(10);
    const lastSeen = async () =>
      (await api.db.select().from(memberSessions).where(eq(memberSessions.id, session.sessionId)))[0]!
        .lastSeenAt;
    const seen = async (at: Date) =>
      api.db.update(memberSessions).set({ lastSeenAt: at }).where(eq(memberSessions.id, session.sessionId));
    const now = clock().getTime();
    await seen(new Date(now - LAST_SEEN_INTERVAL_MS + 1000));
    expect((await purchase(api, session, { itemId: item.id, idempotencyKey: newKey() })).statusCode).toBe(
      200,
    );
    expect((await lastSeen()).getTime()).toBe(now - LAST_SEEN_INTERVAL_MS + 1000);
    await seen(new Date(now - LAST_SEEN_INTERVAL_MS - 1000));
    expect((await purchase(api, session, { itemId: item.id, idempotencyKey: newKey() })).statusCode).toBe(
      200,
    );
    expect((await lastSeen()).getTime()).toBe(now);
  });

  it('admin: creates, lists and updates items (price, stock, active, window); validates input', async () => {
    const created = await createItem(api, NORTHWIND_BUSINESS_ID, { name: 'Bookmark', price: 500, stock: 10 });
    const patch = (itemId: string, payload: unknown, businessId = NORTHWIND_BUSINESS_ID) =>
      api.app.inject({
        method: 'PATCH',
        url: `/admin/v1/businesses/${businessId}/shop/items/${itemId}`,
        headers: asAdmin(api),
        payload: payload as Record<string, unknown>,
      });
    const updated = await patch(created.id, { price: 450, stock: null, isActive: false });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<AdminShopItem>()).toMatchObject({ price: 450, stock: null, isActive: false });

    const list = await api.app.inject({
      method: 'GET',
      url: `/admin/v1/businesses/${NORTHWIND_BUSINESS_ID}/shop/items?shop=points`,
      headers: asAdmin(api),
    });
    expect(list.json<{ items: AdminShopItem[] }>().items.map((i) => i.id)).toContain(created.id);

    // Another business cannot touch it; bad input is a 400, not a 500.
    expect((await patch(created.id, { price: 1 }, DEMO_BUSINESS_ID)).statusCode).toBe(404);
    expect((await patch('not-a-uuid', { price: 1 })).statusCode).toBe(404);
    expect((await patch(created.id, { price: -1 })).statusCode).toBe(400);
    expect((await patch(created.id, {})).statusCode).toBe(400);
    const until = new Date(clock().getTime() - 1000).toISOString();
    const from = new Date(clock().getTime()).toISOString();
    expect((await patch(created.id, { activeFrom: from, activeUntil: until })).statusCode).toBe(400);
    expect((await patch(created.id, { activeFrom: from })).statusCode).toBe(200);
    expect((await patch(created.id, { activeUntil: until })).statusCode).toBe(400);
    const bad = await api.app.inject({
      method: 'POST',
      url: `/admin/v1/businesses/${NORTHWIND_BUSINESS_ID}/shop/items`,
      headers: asAdmin(api),
      payload: { shop: 'points', priceType: 'point', name: '', price: 1.5 },
    });
    expect(bad.statusCode).toBe(400);
    const unknownBusiness = await api.app.inject({
      method: 'GET',
      url: '/admin/v1/businesses/no-such-business/shop/items',
      headers: asAdmin(api),
    });
    expect(unknownBusiness.statusCode).toBe(404);
  });
});
