import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';

/**
 * The current one-time sign-in code of an identifier in one business: one row per (business, identifier), so a
 * new code replaces the previous one. Only an HMAC of the code is stored; the code itself exists only in the
 * message that carried it.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** Lower-cased e-mail or E.164 phone number. */
    identifier: text('identifier').notNull(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    /** HMAC-SHA256 (CODE_PEPPER) of business, identifier and code, hex. */
    codeHash: text('code_hash').notNull(),
    /** Wrong tries so far; at OTP_MAX_ATTEMPTS the code is dead. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('one_time_codes_business_identifier_key').on(table.businessId, table.identifier),
    check('one_time_codes_channel_check', sql`${table.channel} in ('email', 'sms')`),
  ],
);
