// No double spend under real concurrency. On PostgreSQL two API instances, each with its own connection pool,
// serve the same member at once (as two API processes behind a load balancer would); on PGlite one instance.
import { randomBytes } from 'node:crypto';
import { apiErrorSchema, shopPurchaseResultSchema } from '@loyalty/contract';
import {
  DEMO_BUSINESS_ID,
  ledgerEntries,
  memberBalances,
  openDatabase,
  shopItems,
  shopOrders,
  type OpenedDatabase,
} from '@loyalty/db';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '@loyalty/db/testing';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { AppConfig } from '../../env';
import type { TestApi } from '../../testing';
import { adjust, createItem, createMemberSession, newKey, purchase } from '../ledger/ledger-test-support';

describe.each(testDatabaseKinds())('concurrent purchases on %s', (kind) => {
  let database: TestDatabase;
  let second: OpenedDatabase | undefined;
  const apis: TestApi[] = [];
  const config: AppConfig = {
    serviceToken: `service-${randomBytes(16).toString('hex')}`,
    adminToken: `admin-${randomBytes(16).toString('hex')}`,
    defaultBusinessId: DEMO_BUSINESS_ID,
    devOutbox: false,
    logLevel: 'silent',
    trustProxy: false,
  };
  const instance = (db: TestDatabase['db']): TestApi => {
    const app = buildApp({ db, databaseKind: kind, config });
    return {
      url: '',
      serviceToken: config.serviceToken,
      adminToken: config.adminToken,
      db,
      databaseKind: kind,
      app,
      close: () => app.close(),
    };
  };

  beforeAll(async () => {
    database = await createTestDatabase({ kind });
    apis.push(instance(database.db));
    if (kind === 'postgres') {
      second = await openDatabase({ databaseUrl: database.databaseUrl });
      apis.push(instance(second.db));
    }
    await Promise.all(apis.map((api) => api.app.ready()));
  });
  afterAll(async () => {
    for (const api of apis) await api.close();
    await second?.close();
    await database.close();
  });

  const api = () => apis[0]!;
  /** Round-robin over the instances. */
  const through = (i: number) => apis[i % apis.length]!;
  const balanceOf = async (memberId: string) => {
    const [row] = await api()
      .db.select({ balance: memberBalances.balance })
      .from(memberBalances)
      .where(and(eq(memberBalances.memberId, memberId), eq(memberBalances.type, 'point')));
    return Number(row?.balance ?? 0);
  };
  const entrySum = async (memberId: string) => {
    const [row] = await api()
      .db.select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.memberId, memberId));
    return Number(row?.total ?? 0);
  };
  const stockOf = async (itemId: string) => {
    const [row] = await api()
      .db.select({ stock: shopItems.stock })
      .from(shopItems)
      .where(eq(shopItems.id, itemId));
    return row?.stock;
  };
  /** Several connections really were in use at once (else the test would prove nothing on PostgreSQL). */
  const expectSeveralConnections = () => {
    for (const opened of [database.opened, second]) {
      if (opened?.kind === 'postgres') expect(opened.pool.totalCount).toBeGreaterThan(1);
    }
  };

  // An unlimited item is bought in one statement; a limited one in a transaction (see purchaseItem).
  it.each([
    ['a limited item', 60],
    ['an unlimited item', null],
  ])(
    '200 parallel purchases of %s with a balance that covers 50: exactly 50 succeed, balance exactly 0',
    async (_, stock) => {
      const item = await createItem(api(), DEMO_BUSINESS_ID, { name: 'Race', price: 100, stock });
      const session = await createMemberSession(api());
      expect((await adjust(api(), session, 50 * 100)).statusCode).toBe(200);

      const responses = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          purchase(through(i), session, { itemId: item.id, idempotencyKey: newKey() }),
        ),
      );
      const ok = responses.filter((r) => r.statusCode === 200);
      expect(ok).toHaveLength(50);
      for (const refused of responses.filter((r) => r.statusCode !== 200)) {
        expect(refused.statusCode).toBe(409);
        expect(apiErrorSchema.parse(refused.json()).message).toBe('ledger.insufficient.balance');
      }
      expect(await balanceOf(session.comoMemberId)).toBe(0);
      expect(await entrySum(session.comoMemberId)).toBe(0);
      expect(await stockOf(item.id)).toBe(stock === null ? null : 10);
      const orders = await api()
        .db.select()
        .from(shopOrders)
        .where(eq(shopOrders.memberId, session.comoMemberId));
      expect(orders).toHaveLength(50);
      expect(new Set(ok.map((r) => shopPurchaseResultSchema.parse(r.json()).gift.redeemCode)).size).toBe(50);
      expectSeveralConnections();
    },
  );

  it('more buyers than stock: stock reaches 0 and never below', async () => {
    const item = await createItem(api(), DEMO_BUSINESS_ID, { name: 'Scarce', price: 10, stock: 7 });
    const session = await createMemberSession(api());
    expect((await adjust(api(), session, 100_000)).statusCode).toBe(200);
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        purchase(through(i), session, { itemId: item.id, idempotencyKey: newKey() }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(7);
    for (const refused of responses.filter((r) => r.statusCode !== 200)) {
      expect(apiErrorSchema.parse(refused.json()).message).toBe('shop.item.out.of.stock');
    }
    expect(await stockOf(item.id)).toBe(0);
    expect(await balanceOf(session.comoMemberId)).toBe(100_000 - 70);
  });

  it.each([
    ['a limited item', 100],
    ['an unlimited item', null],
  ])(
    'the same key sent 20 times at once for %s spends once; every answer names the same order',
    async (_, stock) => {
      const item = await createItem(api(), DEMO_BUSINESS_ID, { name: 'Once', price: 100, stock });
      const session = await createMemberSession(api());
      expect((await adjust(api(), session, 1000)).statusCode).toBe(200);
      const key = newKey();
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          purchase(through(i), session, { itemId: item.id, idempotencyKey: key }),
        ),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
      const results = responses.map((r) => shopPurchaseResultSchema.parse(r.json()));
      expect(new Set(results.map((r) => r.orderId)).size).toBe(1);
      expect(results.filter((r) => !r.replayed)).toHaveLength(1);
      expect(await balanceOf(session.comoMemberId)).toBe(900);
      expect(await stockOf(item.id)).toBe(stock === null ? null : 99);
    },
  );

  it('a key raced for items priced in different types: one order, the other answer 409', async () => {
    const pointsItem = await createItem(api(), DEMO_BUSINESS_ID, { price: 10 });
    const creditItem = await createItem(api(), DEMO_BUSINESS_ID, {
      shop: 'points',
      priceType: 'credit',
      price: 10,
    });
    const session = await createMemberSession(api());
    await adjust(api(), session, 100);
    await adjust(api(), session, 100, 'credit');
    const key = newKey();
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        purchase(through(i), session, { itemId: i % 2 ? pointsItem.id : creditItem.id, idempotencyKey: key }),
      ),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200).length).toBeGreaterThanOrEqual(1);
    expect(codes.filter((c) => c !== 200 && c !== 409)).toEqual([]);
    const orders = await api()
      .db.select()
      .from(shopOrders)
      .where(eq(shopOrders.memberId, session.comoMemberId));
    expect(orders).toHaveLength(1);
    expect(await entrySum(session.comoMemberId)).toBe(190);
  });
});
