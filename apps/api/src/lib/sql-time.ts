import { sql, type SQL } from 'drizzle-orm';

/** A timestamp parameter with an explicit type, identical on PGlite and node-postgres. */
export const timestampParam = (date: Date): SQL => sql`${date.toISOString()}::timestamptz`;
