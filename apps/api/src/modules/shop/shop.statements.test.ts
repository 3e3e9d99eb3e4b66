import { DEMO_BUSINESS_ID, ledgerEntries, memberSessions, shopItems, type Database } from '@loyalty/db';
import * as schema from '@loyalty/db';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '@loyalty/db/testing';
import type { PGlite } from '@electric-sql/pglite';
import { and, eq, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seededDemoMemberId } from '../ledger/ledger-test-support';
import { adjustBalance } from '../ledger/ledger.service';
import { purchaseItem } from './shop.service';

type Query = string | { text: string };
const queryText = (query: Query) => (typeof query === 'string' ? query : query.text).toLowerCase();

/** A PGlite client (and each transaction it opens) that reports every statement sent through it. */
function countingPglite(client: PGlite, record: (text: string) => void): PGlite {
  const counting = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(object, property) {
        const value: unknown = Reflect.get(object, property);
        if (typeof value !== 'function') return value;
        if (property === 'query' || property === 'exec') {
          return (query: Query, ...rest: unknown[]) => {
            record(queryText(query));
            return (value as (...args: unknown[]) => unknown).call(object, query, ...rest);
          };
        }
        if (property === 'transaction') {
          // PGlite sends its own begin and commit past `query`: the transaction is recorded as it opens.
          return (run: (tx: object) => unknown) => {
            record('begin');
            return (value as (run: (tx: object) => unknown) => unknown).call(object, (tx: object) =>
              run(counting(tx)),
            );
          };
        }
        return (value as (...args: unknown[]) => unknown).bind(object);
      },
    });
  return counting(client);
}

/**
 * What a purchase costs the database, counted by the driver's client under a second drizzle instance on the same
 * database (every statement, drizzle's and the named ones sent to the driver alike): nearly every purchase is one
 * statement with no transaction; the rest lock, check and write the balance in one statement after everything that
 * does not need it, with no read of the key or the item before the transaction, no separate locked read and no
 * write of an unlimited item's row.
 */
describe.each(testDatabaseKinds())('statements of one shop purchase on %s', (kind) => {
  let database: TestDatabase;
  let counted: Database;
  let countingPool: pg.Pool | undefined;
  let statements: string[] = [];
  let memberId: string;
  let sessionId: string;
  const now = new Date('2026-06-01T12:00:00Z');

  beforeAll(async () => {
    database = await createTestDatabase({ kind });
    const record = (text: string) => void statements.push(text);
    const { opened } = database;
    if (opened.kind === 'pglite') {
      counted = drizzlePglite({ client: countingPglite(opened.client, record), schema });
    } else {
      const pool = new pg.Pool({ connectionString: database.databaseUrl });
      pool.on('connect', (client) => {
        const query = client.query.bind(client) as (...args: unknown[]) => unknown;
        client.query = ((first: Query, ...rest: unknown[]) => {
          record(queryText(first));
          return query(first, ...rest);
        }) as typeof client.query;
      });
      countingPool = pool;
      counted = drizzleNodePostgres({ client: pool, schema });
    }
    memberId = await seededDemoMemberId(database.db);
    const [row] = await database.db
      .insert(memberSessions)
      .values({ businessId: DEMO_BUSINESS_ID, memberId, deviceLabel: 'test', lastSeenAt: now })
      .returning({ id: memberSessions.id });
    sessionId = row!.id;
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
  afterAll(async () => {
    await countingPool?.end();
    await database.close();
  });
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
  /** The buyer's session, as the route hands it over: unchecked, with the hook's check (counted) to run. */
  let verified = 0;
  const session = () => ({
    id: sessionId,
    authTime: now.getTime(),
    verify: async () => void (verified += 1),
  });
  const buy = (itemId: string, idempotencyKey: string) =>
    purchaseItem(
      { db: counted, businessId: DEMO_BUSINESS_ID, memberId, shop: 'points', now, session: session() },
      { itemId, idempotencyKey },
    );
  // A transaction's own begin/commit and savepoints are not statements of the purchase (they are counted apart).
  const work = () => statements.filter((s) => !/^(begin|commit|rollback|savepoint|release)/.test(s.trim()));
  const transactions = () => statements.filter((s) => /^begin/.test(s.trim()));
  /** The one-statement purchase: every write reads the balance row's conditional update. */
  const oneStatement = () =>
    work().filter((s) => /^with item as \(\s*select .* spent as \(\s*update member_balances/s.test(s.trim()));
  const locks = () => work().filter((s) => s.includes('for update'));

  /** The transaction's statement that locks the balance row: the one conditional UPDATE of the price type's balance. */
  const spends = () => work().filter((s) => /^with "spent" as \(update "member_balances"/.test(s.trim()));

  it('an unlimited item: one statement, no transaction, the item row never written', async () => {
    const tea = await item(null);
    const result = await buy(tea.id, crypto.randomUUID());
    expect(result).toMatchObject({ replayed: false, item: { id: tea.id, stock: null } });
    expect(result.balances).toEqual({ point: 100_000 - 100, credit: 0 });
    expect(result.gift).toMatchObject({ name: 'Tea', source: 'points-shop', status: 'active' });
    expect(statements).toHaveLength(1);
    expect(transactions()).toHaveLength(0);
    const [statement] = oneStatement();
    expect(statement).toBeDefined();
    expect(statement).toMatch(/balance >= item\.price/);
    for (const write of [
      'insert into shop_orders',
      'insert into gifts',
      'insert into ledger_entries',
      'update wallet_passes',
    ]) {
      expect(statement).toContain(write);
    }
    expect(statement).not.toContain('update shop_items');
  });

  it("with the member's session unchecked (the route's case): still one statement, which checks it", async () => {
    const tea = await item(null);
    verified = 0;
    const result = await buy(tea.id, crypto.randomUUID());
    expect(result).toMatchObject({ replayed: false, item: { id: tea.id, stock: null } });
    expect(statements).toHaveLength(1);
    expect(oneStatement()[0]).toContain('from member_sessions s join members m');
    expect(verified).toBe(0);
  });

  it('when the one statement cannot make the purchase (a lot past its expiry), it writes nothing and the transaction does it', async () => {
    const tea = await item(null);
    const earned = new Date(now.getTime() - 10 * 86_400_000);
    const spentBefore = (await buy(tea.id, crypto.randomUUID())).balances.point;
    // 500 points earned ten days ago that expired yesterday, still in the balance: the purchase must expire them
    // first.
    await database.db.execute(
      sql`with b as (update member_balances set balance = balance + 500 where member_id = ${memberId}::uuid
        and type = 'point')
        insert into ledger_entries (business_id, member_id, type, operation, amount, expires_at, created_at)
        values (${DEMO_BUSINESS_ID}, ${memberId}::uuid, 'point', 'earn', 500,
          ${new Date(now.getTime() - 86_400_000).toISOString()}::timestamptz, ${earned.toISOString()}::timestamptz)`,
    );
    statements = [];
    const result = await buy(tea.id, crypto.randomUUID());
    const [expired] = await database.db
      .select({ amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.memberId, memberId), eq(ledgerEntries.operation, 'expire')));
    expect(expired!.amount).toBeLessThan(0);
    expect(result.balances.point).toBe(spentBefore + 500 + expired!.amount - 100);
    expect(oneStatement()).toHaveLength(1);
    expect(transactions()).toHaveLength(1);
    expect(work().filter((s) => s.includes('for update'))).toHaveLength(1);
  });

  it('a limited item takes its unit in one conditional update after the balance, and answers the stock left', async () => {
    const cake = await item(3);
    const result = await buy(cake.id, crypto.randomUUID());
    expect(result.item).toEqual({ id: cake.id, stock: 2 });
    // The one statement is tried first and writes nothing for a limited item; the transaction follows it.
    expect(oneStatement()).toHaveLength(1);
    expect(work()[0]).toBe(oneStatement()[0]);
    expect(transactions()).toHaveLength(1);
    expect(locks()).toHaveLength(0);
    expect(spends()).toHaveLength(1);
    const stockWrites = work().filter((s) => s.startsWith('update "shop_items"'));
    expect(stockWrites).toHaveLength(1);
    // Balance row first, item row second: the lock order of every purchase.
    expect(work().slice(-2)).toEqual([spends()[0], stockWrites[0]]);
    expect(work().length).toBeLessThanOrEqual(5);
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
