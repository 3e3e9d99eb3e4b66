import type { DatabaseExecutor } from '@loyalty/db';
import { listenToChannel, type ChannelListener } from '@loyalty/db';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { forgetAllBusinesses, forgetBusiness } from './business-cache';

/**
 * Business changes across API instances: the instance that changes a business announces it with NOTIFY in the
 * same transaction (PostgreSQL delivers it at commit, and never for a rollback), and every instance LISTENs on
 * a connection of its own and forgets its cached copy of that business (business-cache.ts). A change is thus
 * seen everywhere within a round trip, not after the cache's time to live.
 *
 * PGlite takes NOTIFY too (it is PostgreSQL), but only one process opens a DATA_DIR, and that process forgets
 * its own changes directly: no listener is needed there.
 */
const BUSINESS_CHANGED_CHANNEL = 'loyalty_business_changed';

/** Inside the transaction that changes business `id`: every instance hears of it when the transaction commits. */
export async function announceBusinessChange(tx: DatabaseExecutor, id: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${BUSINESS_CHANGED_CHANNEL}, ${id})`);
}

/**
 * Listens for other instances' business changes on `databaseUrl`, forgetting the changed business in the caches
 * of `database` (the app's database object). After a lost connection comes back every business is read again,
 * since changes made meanwhile were not heard.
 */
export function listenForBusinessChanges(
  database: object,
  databaseUrl: string,
  log: FastifyBaseLogger,
): ChannelListener {
  return listenToChannel({
    databaseUrl,
    channel: BUSINESS_CHANGED_CHANNEL,
    onNotification: (id) => forgetBusiness(database, id),
    onConnect: (reconnected) => {
      if (!reconnected) return;
      forgetAllBusinesses(database);
      log.info('business change listener reconnected: cached businesses are read again');
    },
    onError: (error) => log.warn({ err: error }, 'business change listener: connection lost, retrying'),
  });
}
