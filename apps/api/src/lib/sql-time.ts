import { sql, type Placeholder, type SQL } from 'drizzle-orm';

/**
 * A timestamp parameter with an explicit type, identical on PGlite and node-postgres; a placeholder's value is the
 * ISO string.
 */
export const timestampParam = (date: Date | Placeholder | SQL): SQL =>
  date instanceof Date ? sql`${date.toISOString()}::timestamptz` : sql`${date}::timestamptz`;
