import { randomBytes } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, wrapPglite, type Database, type DatabaseKind, type OpenedDatabase } from './client';
import { migrateDatabase } from './migrate';
import { seedDatabase } from './seed';

export interface TestDatabase {
  db: Database;
  kind: DatabaseKind;
  /** The driver-level handle, for what needs it (`migrateDatabase`). */
  opened: OpenedDatabase;
  /** PostgreSQL only: the URL of the database created for the caller, to open more connections to it. */
  databaseUrl?: string;
  /** Closes the connection; on PostgreSQL also drops the database created for the caller. */
  close(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Default: `postgres` when TEST_DATABASE_URL is set, else `pglite`. */
  kind?: DatabaseKind;
  /** Default true. False leaves the database empty (no tables), for migration tests. */
  migrate?: boolean;
  /** Default true: the demo businesses, hosts, menus, locations and members. */
  seedDemo?: boolean;
}

function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

/** The kinds a suite should run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testDatabaseKinds(): DatabaseKind[] {
  return testDatabaseUrl() ? ['pglite', 'postgres'] : ['pglite'];
}

let template: Promise<Blob> | undefined;

/**
 * A freshly initialised, empty PGlite data directory as a tarball. initdb costs ~3 s here and loading the
 * tarball under 1 s, so it is made once per PGlite version and kept in the temp directory for every test
 * process (it holds no schema, so migrations and seed changes never make it stale).
 */
function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const packageJson = path.join(path.dirname(entry), '..', 'package.json');
    const { version } = JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string };
    const file = path.join(tmpdir(), `loyalty-pglite-template-${version}.tar`);
    try {
      return new Blob([readFileSync(file)]);
    } catch {
      const fresh = await PGlite.create();
      const dump = await fresh.dumpDataDir('none');
      await fresh.close();
      const bytes = Buffer.from(await dump.arrayBuffer());
      // Written aside and renamed, so that a parallel test process never reads half a file.
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, bytes);
      renameSync(partial, file);
      return new Blob([bytes]);
    }
  })();
  return template;
}

async function createPostgresDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  // Random suffix: parallel test files (and parallel runs) never share a database.
  const name = `loyalty_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/**
 * A fresh, migrated and (by default) demo-seeded database for one test file: in-memory PGlite, or a new
 * PostgreSQL database on the TEST_DATABASE_URL server (dropped again on close).
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const serverUrl = testDatabaseUrl();
  const kind = options.kind ?? (serverUrl ? 'postgres' : 'pglite');
  const prepare = async (database: OpenedDatabase) => {
    if (options.migrate === false) return;
    await migrateDatabase(database);
    await seedDatabase(database.db, { seedDemo: options.seedDemo ?? true });
  };

  if (kind === 'pglite') {
    const database = wrapPglite(await PGlite.create({ loadDataDir: await pgliteTemplate() }));
    await prepare(database);
    return { db: database.db, kind, opened: database, close: () => database.close() };
  }

  if (!serverUrl) {
    throw new Error(
      'A postgres test database needs TEST_DATABASE_URL (a server that allows CREATE DATABASE).',
    );
  }
  const created = await createPostgresDatabase(serverUrl);
  const database = await openDatabase({ databaseUrl: created.url });
  try {
    await prepare(database);
  } catch (error) {
    await database.close();
    await created.drop();
    throw error;
  }
  return {
    db: database.db,
    kind,
    opened: database,
    databaseUrl: created.url,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}
