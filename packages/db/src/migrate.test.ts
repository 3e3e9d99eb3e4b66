import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, selectRows, type Database } from './client';
import { migrateDatabase } from './migrate';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from './testing';

const journal = JSON.parse(
  readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8'),
) as {
  entries: unknown[];
};

async function appliedMigrations(db: Database): Promise<number> {
  const rows = await selectRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return rows[0]?.count ?? -1;
}

async function publicTables(db: Database): Promise<string[]> {
  const rows = await selectRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return rows.map((row) => row.table_name);
}

const expectedTables = [
  'api_keys',
  'business_hosts',
  'business_translations',
  'businesses',
  'data_exports',
  'feedback',
  'form_submissions',
  'forms',
  'gifts',
  'landing_claims',
  'landing_pages',
  'languages',
  'ledger_entries',
  'locations',
  'member_balances',
  'member_consents',
  'member_sessions',
  'members',
  'message_broadcasts',
  'messages',
  'navigation_items',
  'one_time_codes',
  'outbound_messages',
  'payment_customers',
  'payment_events',
  'purchases',
  'push_deliveries',
  'push_subscriptions',
  'receipt_keys',
  'referral_codes',
  'referrals',
  'shop_items',
  'shop_orders',
  'sign_in_tickets',
  'subscription_benefits',
  'subscription_plans',
  'subscriptions',
  'throttle_counters',
  'translations',
  'used_captchas',
  'wallet_devices',
  'wallet_passes',
];

describe.each(testDatabaseKinds())('migrations on %s', (kind) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it('creates every table and is a no-op when run again', async () => {
    database = await createTestDatabase({ kind, migrate: false });
    expect(await publicTables(database.db)).toEqual([]);

    await migrateDatabase(database.opened);
    expect(await publicTables(database.db)).toEqual(expectedTables);
    expect(await appliedMigrations(database.db)).toBe(journal.entries.length);

    await migrateDatabase(database.opened);
    expect(await publicTables(database.db)).toEqual(expectedTables);
    expect(await appliedMigrations(database.db)).toBe(journal.entries.length);
  });

  if (kind === 'postgres') {
    it('applies each migration once when several instances start together', async () => {
      database = await createTestDatabase({ kind, migrate: false });
      const url = database.databaseUrl;
      const instances = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url })));
      try {
        await Promise.all(instances.map((instance) => migrateDatabase(instance)));
      } finally {
        await Promise.all(instances.map((instance) => instance.close()));
      }
      expect(await publicTables(database.db)).toEqual(expectedTables);
      expect(await appliedMigrations(database.db)).toBe(journal.entries.length);
    });
  }
});
