import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';

/**
 * A business's admin API key (its till, its shop): it acts for that business only and only within its scopes.
 * The key is shown once when it is made; only a SHA-256 hash of its secret is kept, so a copy of the database
 * does not give the keys away.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    /** Public part of the key (`lpk_<id>_<secret>`), so a call finds its row without a scan. */
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    /** Subset of read, members, ledger, messages, config. */
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    /** Hex SHA-256 of the secret part. */
    secretHash: text('secret_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moved forward at most once a minute, not on every call. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /** Set when revoked; a revoked key is refused from then on. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('api_keys_business_idx').on(table.businessId, table.createdAt)],
);
