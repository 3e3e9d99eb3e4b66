import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { members } from './members';

/**
 * Single-use, short-lived proofs handed to the portal: `sign-in` (a verified code of a member, or a new
 * registration), `registration` (a verified identifier that belongs to no member yet) and `temporary` (an
 * admin-issued login link). Only a SHA-256 of the token is stored.
 */
export const signInTickets = pgTable(
  'sign_in_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** Null for registration tickets. */
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['sign-in', 'registration', 'temporary'] }).notNull(),
    /** The verified identifier (registration tickets; informative on the others). */
    identifier: text('identifier'),
    channel: text('channel', { enum: ['email', 'sms'] }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('sign_in_tickets_token_hash_key').on(table.tokenHash),
    index('sign_in_tickets_member_id_idx').on(table.memberId),
    index('sign_in_tickets_expires_at_idx').on(table.expiresAt),
    check('sign_in_tickets_purpose_check', sql`${table.purpose} in ('sign-in', 'registration', 'temporary')`),
    check(
      'sign_in_tickets_channel_check',
      sql`${table.channel} is null or ${table.channel} in ('email', 'sms')`,
    ),
    check(
      'sign_in_tickets_member_check',
      sql`(${table.purpose} = 'registration') = (${table.memberId} is null)`,
    ),
  ],
);
