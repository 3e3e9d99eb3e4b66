import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters for throttling (code requests per identifier and per client IP, code checks per IP),
 * kept in the database so that every API instance sees the same counts. The key names the rule and a hash of
 * its subject, never the e-mail address or phone number itself.
 */
export const throttleCounters = pgTable(
  'throttle_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('throttle_counters_window_ends_at_idx').on(table.windowEndsAt)],
);
