import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { PgDialect, type PgDatabase, type PgQueryResultHKT, type PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { fillPlaceholders, type ExtractTablesWithRelations, type SQL } from 'drizzle-orm';
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

/**
 * A statement whose text never changes, compiled once from a drizzle `sql` template whose values vary only through
 * `sql.placeholder(name)`s (any other value is a constant of the statement), and run by {@link runNamedStatement}
 * with the placeholders' values.
 */
export interface NamedStatement<Values extends Record<string, unknown>> {
  /** Unique per statement: PostgreSQL keeps the parsed and planned statement per connection under it. */
  name: string;
  /** SQL with `$1`… placeholders. */
  text: string;
  params: unknown[];
  /** Only carries the values' type. */
  values?: Values;
}

export function namedStatement<Values extends Record<string, unknown>>(
  name: string,
  query: SQL,
): NamedStatement<Values> {
  const compiled = new PgDialect().sqlToQuery(query);
  return { name, text: compiled.sql, params: compiled.params };
}

interface StatementClient {
  query(
    query: string | { name: string; text: string; values: unknown[] },
    values?: unknown[],
  ): Promise<unknown>;
}

/**
 * Rows of a fixed statement on a hot path, outside any transaction (one statement is atomic on its own): a named
 * prepared statement, parsed and planned once per connection instead of on every call (on PGlite prepared with SQL's
 * PREPARE, see preparedOnPglite), and no query builder on the way. Takes the database (not a transaction): it runs
 * on the driver's own client.
 */
export async function runNamedStatement<T, Values extends Record<string, unknown>>(
  db: Database,
  statement: NamedStatement<Values>,
  values: Values,
): Promise<T[]> {
  const client = (db as Database & { $client?: StatementClient }).$client;
  if (!client) throw new Error('runNamedStatement needs a database opened by openDatabase or wrapPglite');
  const filled = fillPlaceholders(statement.params, values);
  if (client instanceof pg.Pool) {
    const result = await client.query({ name: statement.name, text: statement.text, values: filled });
    return result.rows as T[];
  }
  await preparedOnPglite(client, statement);
  // EXECUTE takes no bound parameters (PostgreSQL refuses them for any utility statement): its values go as literals.
  const args = filled.map(sqlLiteral).join(', ');
  const result = (await client.query(`execute ${statement.name}(${args})`)) as { rows: T[] };
  return result.rows;
}

/** A value as an SQL literal (standard-conforming strings: only the quote is doubled). */
function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'bigint') return String(value);
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  throw new Error(`runNamedStatement takes strings, numbers, booleans and null, not ${typeof value}`);
}

/** Per PGlite instance: the statements prepared on its one connection, by name. */
const pglitePrepared = new WeakMap<object, Map<string, Promise<unknown>>>();

/**
 * PGlite's `query` parses and plans its text on every call (it has no named statements in its API): a statement
 * prepared with SQL's PREPARE once per instance is planned once, as on PostgreSQL, and each call only executes it.
 */
function preparedOnPglite(
  client: StatementClient,
  statement: { name: string; text: string },
): Promise<unknown> {
  let prepared = pglitePrepared.get(client);
  if (!prepared) {
    prepared = new Map();
    pglitePrepared.set(client, prepared);
  }
  let done = prepared.get(statement.name);
  if (!done) {
    done = client.query(`prepare ${statement.name} as ${statement.text}`);
    prepared.set(statement.name, done);
    done.catch(() => prepared.delete(statement.name));
  }
  return done;
}
