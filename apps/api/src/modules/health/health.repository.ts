import type { Database } from '@loyalty/db';
import { sql } from 'drizzle-orm';

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
