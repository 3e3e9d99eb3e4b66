import { pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';

/**
 * The keys a business's tills sign receipt QR codes with (HMAC-SHA256). Several may be valid at once while a
 * rotation reaches every till; a revoked key signs nothing any more. The secret is kept as it must be used.
 */
export const receiptKeys = pgTable(
  'receipt_keys',
  {
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** Short and printed in every code, so verification finds the key. */
    keyId: text('key_id').notNull(),
    secret: text('secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('receipt_keys_business_key_id_key').on(table.businessId, table.keyId)],
);
