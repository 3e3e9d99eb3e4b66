import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namedStatement, openDatabase, runNamedStatement, selectRows, type OpenedDatabase } from './client';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from './testing';

if (testDatabaseKinds().includes('postgres')) {
  describe('the PostgreSQL pool when the server cuts a connection', () => {
    let database: TestDatabase;
    let opened: OpenedDatabase;
    beforeAll(async () => {
      database = await createTestDatabase({ kind: 'postgres', seedDemo: false });
      opened = await openDatabase({ databaseUrl: database.databaseUrl });
    });
    afterAll(async () => {
      await opened.close();
      await database.close();
    });

    it('fails the transaction holding it, keeps the process alive, and serves the next query', async () => {
      // A transaction sits between two statements when its connection is terminated (a server restart, a
      // failover): an 'error' event on that checked-out client must not be an uncaught exception.
      const outcome = opened.db.transaction(async (tx) => {
        const [me] = await selectRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
        await database.db.execute(sql`select pg_terminate_backend(${me!.pid})`);
        await new Promise((resolve) => setTimeout(resolve, 100));
        await tx.execute(sql`select 1`);
      });
      await expect(outcome).rejects.toThrow();
      const [row] = await selectRows<{ one: number }>(opened.db, sql`select 1 as one`);
      expect(row?.one).toBe(1);
    });
  });
}

describe.each(testDatabaseKinds())('named statements on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ kind, seedDemo: false });
  });
  afterAll(async () => {
    await database.close();
  });

  type Values = { text: string; n: number; flag: boolean; nothing: string | null };
  const echo = namedStatement<Values>(
    'test_echo_values',
    sql`select ${sql.placeholder('text')}::text as text, ${sql.placeholder('n')}::int as n,
      ${sql.placeholder('flag')}::boolean as flag, ${sql.placeholder('nothing')}::text as nothing`,
  );

  it('answers with exactly the values given, whatever quotes and backslashes a string holds', async () => {
    for (const text of ["it's", "'); drop table members; --", 'back\\slash \\', '', 'שלום ✓']) {
      const rows = await runNamedStatement<Values, Values>(database.db, echo, {
        text,
        n: -42,
        flag: true,
        nothing: null,
      });
      expect(rows).toEqual([{ text, n: -42, flag: true, nothing: null }]);
    }
    const [members] = await selectRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from pg_tables where tablename = 'members'`,
    );
    expect(members!.count).toBe(1);
  });

  it('prepares a statement once however many first calls arrive together', async () => {
    const other = namedStatement<{ n: number }>(
      'test_next_number',
      sql`select ${sql.placeholder('n')}::int + 1 as n`,
    );
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        runNamedStatement<{ n: number }, { n: number }>(database.db, other, { n }),
      ),
    );
    expect(answers.map((rows) => rows[0]!.n)).toEqual(Array.from({ length: 20 }, (_, n) => n + 1));
  });
});
