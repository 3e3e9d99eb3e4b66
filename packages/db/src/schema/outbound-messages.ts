import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';

/**
 * The delivery log: every e-mail and SMS the API sends. The id is a sequence so that "newest first" is exact
 * even for messages written within the same microsecond (the dev outbox and tests read the latest code).
 */
export const outboundMessages = pgTable(
  'outbound_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    businessId: text('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    /**
     * `apns`: a wallet pass update push, kept here in demo mode instead of reaching Apple; `google-wallet`: a
     * Google Wallet pass update, kept instead of reaching Google's API.
     */
    channel: text('channel', { enum: ['email', 'sms', 'apns', 'google-wallet'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('outbound_messages_business_id_idx').on(table.businessId, table.id),
    index('outbound_messages_recipient_idx').on(table.recipient, table.id),
    check(
      'outbound_messages_channel_check',
      sql`${table.channel} in ('email', 'sms', 'apns', 'google-wallet')`,
    ),
    check('outbound_messages_status_check', sql`${table.status} in ('pending', 'sent', 'failed')`),
  ],
);
