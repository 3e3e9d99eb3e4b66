import { DEMO_BUSINESS_ID, NORTHWIND_BUSINESS_ID, generateShortId, members } from '@loyalty/db';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '@loyalty/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMemberRow } from '../modules/members/members.repository';
import { preparedStatement } from './prepared';

describe.each(testDatabaseKinds())('prepared statements on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ kind, seedDemo: true });
  });
  afterAll(() => database.close());

  it('builds one statement per database, and none inside a transaction', async () => {
    let built = 0;
    const statement = preparedStatement(() => ({ id: (built += 1) }));
    expect(statement(database.db)).toBe(statement(database.db));
    expect(built).toBe(1);
    await database.db.transaction(async (tx) => {
      expect(statement(tx)).toBeUndefined();
    });
  });

  it("finds a member by id on the database, and inside a transaction the transaction's own writes", async () => {
    await database.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(members)
        .values({
          businessId: DEMO_BUSINESS_ID,
          shortId: generateShortId(),
          email: `prep-${kind}@example.com`,
        })
        .returning();
      if (!row) throw new Error('no member');
      expect((await findMemberRow(tx, DEMO_BUSINESS_ID, { id: row.id }))?.email).toBe(
        `prep-${kind}@example.com`,
      );
      // The prepared statement runs on the pool's other connections, which cannot see the uncommitted row (PGlite has
      // one connection, held by the transaction, so it is not asked there).
      if (kind === 'postgres')
        expect(await findMemberRow(database.db, DEMO_BUSINESS_ID, { id: row.id })).toBeUndefined();
    });
    const [committed] = await database.db
      .select()
      .from(members)
      .where(eq(members.email, `prep-${kind}@example.com`));
    expect(committed).toBeDefined();
    const found = await findMemberRow(database.db, DEMO_BUSINESS_ID, { id: committed?.id ?? '' });
    expect(found).toEqual(committed);
    // Scoped by business: the same id is not a member of another business.
    expect(
      await findMemberRow(database.db, NORTHWIND_BUSINESS_ID, { id: committed?.id ?? '' }),
    ).toBeUndefined();
  });
});
