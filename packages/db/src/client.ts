import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The one database type the API codes against, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories accept either, so that a service can run several of them in one transaction. */
export type DatabaseExecutor = Database | Transaction;
export type DatabaseKind = 'pglite' | 'postgres';

interface OpenedBase {
  db: Database;
  close(): Promise<void>;
}
export interface OpenedPglite extends OpenedBase {
  kind: 'pglite';
  client: PGlite;
}
export interface OpenedPostgres extends OpenedBase {
  kind: 'postgres';
  pool: pg.Pool;
}
export type OpenedDatabase = OpenedPglite | OpenedPostgres;

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; when set, `dataDir` is ignored. */
  databaseUrl?: string;
  /** Where PGlite keeps its files; undefined (and no URL) means an in-memory database, for tests. */
  dataDir?: string;
}

/**
 * Opens PostgreSQL when a URL is given, else PGlite. A PGlite directory must be locked by the caller
 * (`lockDataDir`) first: two processes on one directory silently lose data.
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl });
    // An idle client losing its connection (server restart) must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    // Nor may a client checked out of the pool (a transaction between two statements, a query in flight): the
    // pool listens only to idle clients, and an 'error' event nobody listens to ends the process. The statement
    // in flight still fails with the error, and the pool drops the dead client when it comes back.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db: Database = drizzleNodePostgres({ client: pool, schema });
    return { kind: 'postgres', db, pool, close: () => pool.end() };
  }
  if (options.dataDir !== undefined) mkdirSync(options.dataDir, { recursive: true });
  return wrapPglite(await PGlite.create(options.dataDir));
}

/** Puts drizzle over a PGlite instance the caller created (tests start one from a prepared data directory). */
export function wrapPglite(client: PGlite): OpenedPglite {
  const db: Database = drizzlePglite({ client, schema });
  return {
    kind: 'pglite',
    db,
    client,
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** Rows of a raw SQL statement (catalog queries and the like); both drivers answer with `{ rows }`. */
export async function selectRows<T>(db: DatabaseExecutor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
