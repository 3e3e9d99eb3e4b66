import { DEMO_BUSINESS_ID, members, shopItems, type Database } from '@loyalty/db';
import * as schema from '@loyalty/db';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '@loyalty/db/testing';
import { eq } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adjustBalance } from '../ledger/ledger.service';
import { purchaseItem } from './shop.service';

/**
 * What a purchase costs the database, counted by drizzle's query logger on a second drizzle instance over the same
 * connection: the balance locked, checked and written by one statement after everything that does not need it; no
 * read of the key or the item before the transaction, no separate locked read, no write of an unlimited item's row.
 */
describe.each(testDatabaseKinds())('statements of one shop purchase on %s', (kind) => {
  let database: TestDatabase;
  let counted: Database;
  let statements: string[] = [];
  let memberId: string;
  const now = new Date('2026-06-01T12:00:00Z');

  beforeAll(async () => {
    database = await createTestDatabase({ kind });
    const logger = { logQuery: (query: string) => void statements.push(query.toLowerCase()) };
    const { opened } = database;
    counted =
      opened.kind === 'pglite'
        ? drizzlePglite({ client: opened.client, schema, logger })
        : drizzleNodePostgres({ client: opened.pool, schema, logger });
    const [member] = await database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.businessId, DEMO_BUSINESS_ID))
      .limit(1);
    memberId = member!.id;
    await adjustBalance(database.db, {
      businessId: DEMO_BUSINESS_ID,
      memberId,
      type: 'point',
      amount: 100_000,
      note: null,
      idempotencyKey: null,
      pointsExpiryDays: null,
      now,
    });
  });
  afterAll(() => database.close());
  beforeEach(() => {
    statements = [];
  });

  const item = async (stock: number | null) => {
    const [row] = await database.db
      .insert(shopItems)
      .values({
        businessId: DEMO_BUSINESS_ID,
        shop: 'points',
        name: 'Tea',
        price: 100,
        priceType: 'point',
        stock,
      })
      .returning();
    return row!;
  };
  const buy = (itemId: string, idempotencyKey: string) =>
    purchaseItem(
      { db: counted, businessId: DEMO_BUSINESS_ID, memberId, shop: 'points', now },
      { itemId, idempotencyKey },
    );
  // The transaction's own begin/commit (PGlite does not log them) and savepoints are not statements of the purchase.
  const work = () => statements.filter((s) => !/^(begin|commit|rollback|savepoint|release)/.test(s.trim()));
  const locks = () => work().filter((s) => s.includes('for update'));

  /** The statement that locks the balance row: the one conditional UPDATE of the price type's balance. */
  const spends = () => work().filter((s) => /^with "spent" as \(update "member_balances"/.test(s.trim()));

  it('an unlimited item: the balance locked, checked and written in one last statement, the item row never written', async () => {
    const tea = await item(null);
    const result = await buy(tea.id, crypto.randomUUID());
    expect(result).toMatchObject({ replayed: false, item: { id: tea.id, stock: null } });
    expect(result.balances).toEqual({ point: 100_000 - 100, credit: 0 });
    expect(locks()).toHaveLength(0);
    expect(work().filter((s) => s.startsWith('update "shop_items"'))).toHaveLength(0);
    expect(work().filter((s) => s.includes('from "shop_orders"'))).toHaveLength(0);
    // item with the order, gift with the due-lots check, then lock + check + entry + balance + pass flag + other
    // balance.
    expect(work().length).toBeLessThanOrEqual(3);
    expect(work()[0]).toMatch(/^with "item" as \(select .* "claimed" as \(insert into "shop_orders"/);
    expect(work().filter((s) => s.startsWith('insert into "gifts"'))).toHaveLength(1);
    expect(work().find((s) => s.startsWith('insert into "gifts"'))).toContain('from "ledger_entries"');
    expect(spends()).toHaveLength(1);
    const [spend] = spends();
    expect(work().at(-1)).toBe(spend);
    expect(spend).toMatch(/"balance" >= \$\d+/);
    expect(spend).toContain('update "wallet_passes"');
    expect(spend).toContain('insert into "ledger_entries"');
  });

  it('a limited item takes its unit in one conditional update after the balance, and answers the stock left', async () => {
    const cake = await item(3);
    const result = await buy(cake.id, crypto.randomUUID());
    expect(result.item).toEqual({ id: cake.id, stock: 2 });
    expect(locks()).toHaveLength(0);
    expect(spends()).toHaveLength(1);
    const stockWrites = work().filter((s) => s.startsWith('update "shop_items"'));
    expect(stockWrites).toHaveLength(1);
    // Balance row first, item row second: the lock order of every purchase.
    expect(work().slice(-2)).toEqual([spends()[0], stockWrites[0]]);
    expect(work().length).toBeLessThanOrEqual(4);
  });

  it('a retry of a key reads the first order and writes nothing', async () => {
    const tea = await item(5);
    const key = crypto.randomUUID();
    const first = await buy(tea.id, key);
    statements = [];
    const again = await buy(tea.id, key);
    expect(again).toEqual({ ...first, replayed: true, item: { id: tea.id, stock: 4 } });
    const writes = work().filter((s) => /^(update|delete)/.test(s.trim()));
    expect(writes).toHaveLength(0);
  });
});
