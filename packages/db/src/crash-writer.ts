/**
 * Child process of `crash.test.ts`: opens PGlite in the directory given as argv[2] and commits one row per
 * transaction forever, printing each id only after its commit returned. The test SIGKILLs it mid-stream.
 */
import { openDatabase } from './client';
import { migrateDatabase } from './migrate';
import { outboundMessages } from './schema/index';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: crash-writer.ts <data dir>');

const database = await openDatabase({ dataDir });
await migrateDatabase(database);
process.stdout.write('ready\n');
for (let n = 0; ; n++) {
  const [row] = await database.db
    .insert(outboundMessages)
    .values({ channel: 'sms', recipient: '+15555550199', body: `crash ${n}`, status: 'sent' })
    .returning({ id: outboundMessages.id });
  if (!row) throw new Error('insert returned no row');
  process.stdout.write(`committed ${row.id}\n`);
}
