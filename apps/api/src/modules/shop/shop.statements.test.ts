import {
  DEMO_BUSINESS_ID,
  generateShortId,
  ledgerEntries,
  memberBalances,
  members,
  memberSessions,
  shopItems,
  shopOrders,
  selectRows,
  type Database,
} from '@loyalty/db';
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
import { unauthorized } from '../../lib/http-error';
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
    // On PGlite a named statement is prepared once with SQL's PREPARE and then run with EXECUTE: as PostgreSQL's
    // parse message, the preparation is not a statement of the purchase, and each EXECUTE counts as the statement.
    const prepared = new Map<string, string>();
    const record = (text: string) => {
      const preparation = /^prepare (\w+) as ([\s\S]*)$/.exec(text);
      if (preparation) return void prepared.set(preparation[1]!, preparation[2]!);
      const execution = /^execute (\w+)\(/.exec(text);
      statements.push((execution && prepared.get(execution[1]!)) || text);
    };
    const { opened } = database;
    if (opened.kind === 'pglite') {
      counted = drizzlePglite({ client: countingPglite(opened.client, record), schema });
    } else {
      const pool = new pg.Pool({ connectionString: database.databaseUrl });
      // Clients still closing when the database is dropped hear it end; as openDatabase's pool, it ignores that.
      pool.on('error', () => undefined);
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
  /** The one-statement purchase (of a batch of one here): every write reads the balance row's conditional update. */
  const oneStatement = () =>
    work().filter((s) =>
      /^with request as \(\s*select .* item as \(.* spent as \(\s*update member_balances/s.test(s.trim()),
    );
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

  /** A new member of the demo business with a live session and `points` to spend. */
  const buyer = async (points: number) => {
    const [member] = await database.db
      .insert(members)
      .values({ businessId: DEMO_BUSINESS_ID, shortId: generateShortId(), hasConsent: true })
      .returning({ id: members.id });
    const [row] = await database.db
      .insert(memberSessions)
      .values({ businessId: DEMO_BUSINESS_ID, memberId: member!.id, deviceLabel: 'test', lastSeenAt: now })
      .returning({ id: memberSessions.id });
    await adjustBalance(database.db, {
      businessId: DEMO_BUSINESS_ID,
      memberId: member!.id,
      type: 'point',
      amount: points,
      note: null,
      idempotencyKey: null,
      pointsExpiryDays: null,
      now,
    });
    return { memberId: member!.id, sessionId: row!.id };
  };
  type Buyer = Awaited<ReturnType<typeof buyer>>;
  const refused = unauthorized();
  /** A purchase as the route makes it; `verify` is the member-session hook's check (a refusal throws). */
  const buyAs = (who: Buyer, itemId: string, key = crypto.randomUUID(), verify = async () => {}) =>
    purchaseItem(
      {
        db: counted,
        businessId: DEMO_BUSINESS_ID,
        memberId: who.memberId,
        shop: 'points',
        now,
        session: { id: who.sessionId, authTime: now.getTime(), verify },
      },
      { itemId, idempotencyKey: key },
    );
  const pointsOf = async (who: Buyer) => {
    const [row] = await database.db
      .select({ balance: memberBalances.balance })
      .from(memberBalances)
      .where(and(eq(memberBalances.memberId, who.memberId), eq(memberBalances.type, 'point')));
    return Number(row!.balance);
  };
  const ordersOf = async (who: Buyer) =>
    database.db.select().from(shopOrders).where(eq(shopOrders.memberId, who.memberId));

  it('several members buying at once share statements, and each purchase is answered as if it ran alone', async () => {
    const tea = await item(null);
    const buyers = await Promise.all(Array.from({ length: 12 }, () => buyer(250)));
    statements = [];
    // Three purchases each, all at once: two fit in every balance, the third does not.
    const settled = await Promise.allSettled(
      buyers.flatMap((who) => [1, 2, 3].map(() => buyAs(who, tea.id))),
    );
    const made = settled.filter((r) => r.status === 'fulfilled');
    expect(made).toHaveLength(24);
    for (const r of settled.filter((r) => r.status === 'rejected')) {
      expect((r as PromiseRejectedResult).reason).toMatchObject({ statusCode: 409 });
    }
    // Fewer statements than purchases made: the purchases that waited for a free slot went in one batch.
    expect(oneStatement().length).toBeLessThan(24);
    for (const who of buyers) {
      expect(await pointsOf(who)).toBe(50);
      expect(await ordersOf(who)).toHaveLength(2);
    }
    const codes = made.map((r) => (r as PromiseFulfilledResult<{ gift: { redeemCode: string } }>).value);
    expect(new Set(codes.map((c) => c.gift.redeemCode)).size).toBe(24);
  });

  it('a key used before fails its whole batch, and every purchase of that batch then takes the full path', async () => {
    const tea = await item(null);
    const [again, ...others] = await Promise.all(Array.from({ length: 8 }, () => buyer(1_000)));
    const key = crypto.randomUUID();
    const first = await buyAs(again!, tea.id, key);
    statements = [];
    // The first two run at once in the two free slots; the rest wait and go in one batch with the retry.
    const [blockerA, blockerB, ...rest] = others;
    const results = await Promise.all([
      buyAs(blockerA!, tea.id),
      buyAs(blockerB!, tea.id),
      buyAs(again!, tea.id, key),
      ...rest.map((who) => buyAs(who, tea.id)),
    ]);
    expect(results[2]).toEqual({ ...first, replayed: true });
    for (const result of [results[0], results[1], ...results.slice(3)]) {
      expect(result).toMatchObject({ replayed: false, balances: { point: 900 } });
    }
    expect(oneStatement()).toHaveLength(3);
    // The batch with the retry rolled back as one: the retry and its five batch mates each in a transaction.
    expect(transactions()).toHaveLength(1 + rest.length);
    expect(await pointsOf(again!)).toBe(900);
    expect(await ordersOf(again!)).toHaveLength(1);
    for (const who of others) expect(await ordersOf(who)).toHaveLength(1);
  });

  it("an ended session's purchase in a batch is refused, with nothing written, and its batch mates are made", async () => {
    const tea = await item(null);
    const buyers = await Promise.all(Array.from({ length: 6 }, () => buyer(1_000)));
    const ended = buyers[3]!;
    await database.db
      .update(memberSessions)
      .set({ revokedAt: now })
      .where(eq(memberSessions.id, ended.sessionId));
    statements = [];
    const settled = await Promise.allSettled(
      buyers.map((who) =>
        buyAs(who, tea.id, crypto.randomUUID(), async () => {
          if (who === ended) throw refused;
        }),
      ),
    );
    expect(settled[3]).toEqual({ status: 'rejected', reason: refused });
    expect(settled.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect(oneStatement().length).toBeLessThan(buyers.length);
    expect(transactions()).toHaveLength(0);
    expect(await pointsOf(ended)).toBe(1_000);
    expect(await ordersOf(ended)).toHaveLength(0);
  });

  it("looks each purchase's item up by its key, not by reading every business's items", async () => {
    const tea = await item(null);
    await buy(tea.id, crypto.randomUUID());
    const [statement] = oneStatement();
    await database.db.insert(shopItems).values(
      Array.from({ length: 2_000 }, (_, i) => ({
        businessId: DEMO_BUSINESS_ID,
        shop: 'points' as const,
        name: `Item ${i}`,
        price: 5,
        priceType: 'point' as const,
      })),
    );
    // Members by the thousand, as a real business has: the planner then looks each purchase's session up by its key
    // and would, without the lateral lookup, hash every item.
    await database.db.execute(
      sql`with added as (insert into members (business_id, short_id)
          select ${DEMO_BUSINESS_ID}, 'PLAN' || g from generate_series(1, 20000) g returning id)
        insert into member_sessions (business_id, member_id, device_label)
        select ${DEMO_BUSINESS_ID}, id, 'plan' from added`,
    );
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`analyze`);
      // The plan every later run of the prepared statement reuses, whatever the batch.
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      await tx.execute(sql.raw(`prepare purchase_plan(text) as ${statement}`));
      const rows = await selectRows<Record<string, string>>(tx, sql`explain execute purchase_plan('[]')`);
      await tx.execute(sql`deallocate purchase_plan`);
      return rows.map((row) => Object.values(row).join(' ')).join('\n');
    });
    expect(plan).toContain('shop_items_pkey');
    expect(plan).not.toMatch(/Seq Scan on shop_items/);
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
