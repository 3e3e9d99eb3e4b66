import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { members } from './members';

/**
 * A member's data export (privacy: portability), downloadable through a signed link until `expires_at`. Only a
 * SHA-256 of the link's token is stored. The files hold personal data, so they go with the member (cascade).
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** Where the link was e-mailed (the member may pick another address than their own). */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** Everything the business holds about the member, one key per kind of data: the JSON file as served. */
    json: text('json').notNull(),
    /** The same as comma-separated sections, one per kind of data. */
    csv: text('csv').notNull(),
    /** The delivery log's row of the e-mail that carried the link, erased with the member. */
    deliveryMessageId: text('delivery_message_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('data_exports_token_hash_key').on(table.tokenHash),
    index('data_exports_member_idx').on(table.businessId, table.memberId, table.createdAt),
    index('data_exports_expires_at_idx').on(table.expiresAt),
  ],
);
