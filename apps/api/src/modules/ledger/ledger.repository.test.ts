import { DEMO_BUSINESS_ID, ledgerEntries, selectRows } from '@loyalty/db';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '@loyalty/db/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededDemoMemberId } from './ledger-test-support';
import { dueLotsExist, hasDueLots } from './ledger.repository';

const SPENDS = 3000;
const DAY = 86_400_000;

/**
 * The due-lot check runs inside every points purchase: it has to cost the same for a member with a long history as
 * for a new one, so it must read the member's expiring lots only, never walk all their point entries.
 */
describe.each(testDatabaseKinds())('the due-lot check on %s', (kind) => {
  let database: TestDatabase;
  let memberId: string;
  const now = new Date('2026-06-01T12:00:00Z');

  const entry = (values: {
    operation: 'earn' | 'spend' | 'expire';
    amount: number;
    createdAt: Date;
    expiresAt?: Date | null;
  }): typeof ledgerEntries.$inferInsert => ({
    businessId: DEMO_BUSINESS_ID,
    memberId,
    type: 'point',
    operation: values.operation,
    amount: values.amount,
    expiresAt: values.expiresAt ?? null,
    createdAt: values.createdAt,
  });

  beforeAll(async () => {
    database = await createTestDatabase({ kind });
    memberId = await seededDemoMemberId(database.db);
    const start = now.getTime() - 400 * DAY;
    // A lot that expired and was expired by a run, a lot still valid, and a long history of spends.
    await database.db.insert(ledgerEntries).values([
      entry({
        operation: 'earn',
        amount: 50,
        createdAt: new Date(start),
        expiresAt: new Date(start + 30 * DAY),
      }),
      entry({ operation: 'expire', amount: -50, createdAt: new Date(start + 31 * DAY) }),
      entry({
        operation: 'earn',
        amount: 10_000_000,
        createdAt: new Date(start + 32 * DAY),
        expiresAt: new Date(now.getTime() + 30 * DAY),
      }),
    ]);
    const spends = Array.from({ length: SPENDS }, (_, i) =>
      entry({ operation: 'spend', amount: -1, createdAt: new Date(start + 33 * DAY + i * 60_000) }),
    );
    for (let i = 0; i < spends.length; i += 500)
      await database.db.insert(ledgerEntries).values(spends.slice(i, i + 500));
    await database.db.execute(sql`analyze ledger_entries`);
  });
  afterAll(async () => {
    await database.close();
  });

  it('finds no due lot when every expired lot was expired by a run', async () => {
    expect(await hasDueLots(database.db, DEMO_BUSINESS_ID, memberId, now)).toBe(false);
  });

  it("reads the member's expiring lots through their own index, not the member's whole point history", async () => {
    const plan = await selectRows<Record<string, string>>(
      database.db,
      sql`explain select ${dueLotsExist(DEMO_BUSINESS_ID, memberId, now)} as due`,
    );
    const text = plan.map((row) => Object.values(row).join(' ')).join('\n');
    expect(text).toContain('ledger_entries_point_lots_idx');
    expect(text).not.toContain('ledger_entries_member_idx');
  });

  it('finds a lot that expired after the last run', async () => {
    const [lot] = await database.db
      .insert(ledgerEntries)
      .values(
        entry({
          operation: 'earn',
          amount: 5,
          createdAt: new Date(now.getTime() - 40 * DAY),
          expiresAt: new Date(now.getTime() - DAY),
        }),
      )
      .returning({ id: ledgerEntries.id });
    try {
      expect(await hasDueLots(database.db, DEMO_BUSINESS_ID, memberId, now)).toBe(true);
      expect(
        await hasDueLots(database.db, DEMO_BUSINESS_ID, memberId, new Date(now.getTime() - 2 * DAY)),
      ).toBe(false);
    } finally {
      await database.db.delete(ledgerEntries).where(eq(ledgerEntries.id, lot!.id));
    }
  });
});
