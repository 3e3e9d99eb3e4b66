// The demo ledger seed: shop items come with the demo businesses; the demo members' purchases and points only with
// `demoActivity`, once, written exactly as the ledger would write them.
import {
  DEMO_BUSINESS_ID,
  DEMO_MEMBER_EMAIL,
  NORTHWIND_BUSINESS_ID,
  demoPurchases,
  demoShopItems,
  ledgerEntries,
  memberBalances,
  members,
  purchases,
  seedDatabase,
  shopItems,
} from '@loyalty/db';
import { createTestDatabase, type TestDatabase } from '@loyalty/db/testing';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe('demo ledger seed', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('gives both demo businesses items in both shops, and no activity unless asked', async () => {
    const { db } = database;
    for (const businessId of [DEMO_BUSINESS_ID, NORTHWIND_BUSINESS_ID]) {
      const items = await db.select().from(shopItems).where(eq(shopItems.businessId, businessId));
      expect(items).toHaveLength(demoShopItems[businessId]!.length);
      expect(new Set(items.map((item) => item.shop))).toEqual(new Set(['points', 'reward']));
    }
    expect(await db.select().from(purchases)).toEqual([]);
  });

  it('seeds the demo members purchases and earned points once; balance = sum of entries', async () => {
    const { db } = database;
    await seedDatabase(db, { seedDemo: true, demoActivity: true });
    await seedDatabase(db, { seedDemo: true, demoActivity: true });
    const [member] = await db
      .select()
      .from(members)
      .where(and(eq(members.businessId, DEMO_BUSINESS_ID), eq(members.email, DEMO_MEMBER_EMAIL)));
    const rows = await db.select().from(purchases).where(eq(purchases.memberId, member!.id));
    expect(rows).toHaveLength(demoPurchases[DEMO_BUSINESS_ID]!.length);
    const [sum] = await db
      .select({ total: sql<string>`sum(${ledgerEntries.amount})` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.memberId, member!.id));
    const [balance] = await db.select().from(memberBalances).where(eq(memberBalances.memberId, member!.id));
    expect(Number(balance?.balance)).toBe(Number(sum?.total));
    expect(Number(balance?.balance)).toBe(rows.reduce((total, row) => total + Number(row.pointsEarned), 0));
    expect(Number(balance?.balance)).toBeGreaterThan(0);
    // Seeding again changed nothing more: the shop items were not duplicated either.
    const items = await db.select().from(shopItems).where(eq(shopItems.businessId, DEMO_BUSINESS_ID));
    expect(items).toHaveLength(demoShopItems[DEMO_BUSINESS_ID]!.length);
  });
});
