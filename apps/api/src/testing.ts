import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { DEMO_BUSINESS_ID, type Database, type DatabaseKind } from '@loyalty/db';
import { createTestDatabase } from '@loyalty/db/testing';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { AppConfig } from './env';

export interface TestApi {
  /** Base URL, e.g. `http://127.0.0.1:41234` (no trailing slash). */
  url: string;
  serviceToken: string;
  adminToken: string;
  db: Database;
  databaseKind: DatabaseKind;
  /** For `app.inject` in API tests. */
  app: FastifyInstance;
  /** Stops listening and closes (on PostgreSQL: drops) the database. */
  close(): Promise<void>;
}

export interface StartTestApiOptions {
  /** Default: `postgres` when TEST_DATABASE_URL is set, else in-memory PGlite. */
  databaseKind?: DatabaseKind;
  /** Default true. */
  seedDemo?: boolean;
  /** Overrides of the test configuration (dev outbox on, logs silent, DEFAULT_BUSINESS_ID bean-leaf). */
  config?: Partial<AppConfig>;
}

/**
 * A real loyalty API on a fresh, migrated, demo-seeded database, listening on 127.0.0.1 on a free port:
 * for the API's own tests and the portal's BFF tests (`import { startTestApi } from '@loyalty/api/testing'`).
 */
export async function startTestApi(options: StartTestApiOptions = {}): Promise<TestApi> {
  const database = await createTestDatabase({
    kind: options.databaseKind,
    seedDemo: options.seedDemo ?? true,
  });
  const config: AppConfig = {
    serviceToken: `service-${randomBytes(16).toString('hex')}`,
    adminToken: `admin-${randomBytes(16).toString('hex')}`,
    defaultBusinessId: DEMO_BUSINESS_ID,
    devOutbox: true,
    logLevel: 'silent',
    trustProxy: false,
    ...options.config,
  };
  const app = buildApp({ db: database.db, databaseKind: database.kind, config });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
  } catch (error) {
    await app.close();
    await database.close();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    serviceToken: config.serviceToken,
    adminToken: config.adminToken,
    db: database.db,
    databaseKind: database.kind,
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
