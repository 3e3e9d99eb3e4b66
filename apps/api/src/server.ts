import { pathToFileURL } from 'node:url';
import {
  DataDirLockedError,
  lockDataDir,
  migrateDatabase,
  openDatabase,
  seedDatabase,
  type DataDirLock,
  type OpenedDatabase,
} from '@loyalty/db';
import type { FastifyInstance } from 'fastify';
import { buildApp, createLogger } from './app';
import { appConfigFromEnv, EnvError, loadEnv, type Env } from './env';

export interface RunningServer {
  app: FastifyInstance;
  /** Closes the HTTP server, then the database, then releases the DATA_DIR lock. */
  close(): Promise<void>;
}

/**
 * Starts the loyalty API: lock DATA_DIR (PGlite only), open the database, migrate, seed, listen.
 * Throws `DataDirLockedError` when another live process holds DATA_DIR.
 */
export async function startServer(env: Env = loadEnv()): Promise<RunningServer> {
  const logger = createLogger(env.LOG_LEVEL);
  let lock: DataDirLock | undefined;
  let database: OpenedDatabase | undefined;
  let app: FastifyInstance | undefined;

  const close = async () => {
    await app?.close();
    await database?.close();
    lock?.release();
  };

  try {
    if (!env.DATABASE_URL) lock = lockDataDir(env.DATA_DIR);
    database = await openDatabase(
      env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
    );
    await migrateDatabase(database);
    // The demo members also get a few purchases and points, so a fresh `npm start` has a ledger to show.
    const seeded = await seedDatabase(database.db, {
      seedDemo: env.LOYALTY_DEMO,
      demoActivity: env.LOYALTY_DEMO,
    });
    logger.info(
      { database: database.kind, dataDir: lock?.dataDir, ...seeded },
      'database migrated and seeded',
    );
    app = buildApp({
      db: database.db,
      databaseKind: database.kind,
      databaseUrl: env.DATABASE_URL,
      config: appConfigFromEnv(env),
      logger,
    });
    await app.listen({ host: env.API_HOST, port: env.API_PORT });
    return { app, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Runs the API as this process: start, then stop cleanly on SIGINT/SIGTERM (`server.ts`, `npm run start:prod`). */
export async function main(): Promise<void> {
  let server: RunningServer;
  try {
    server = await startServer();
  } catch (error) {
    // The two expected failures get a plain message rather than a stack trace.
    if (error instanceof EnvError || error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info({ signal }, 'shutting down');
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
