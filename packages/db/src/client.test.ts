import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, selectRows, type OpenedDatabase } from './client';
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
