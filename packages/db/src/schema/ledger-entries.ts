import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { members } from './members';

export const LEDGER_TYPES = ['credit', 'point'] as const;
export const LEDGER_OPERATIONS = [
  'earn',
  'spend',
  'refund',
  'adjust',
  'expire',
  'referral',
  'subscription',
] as const;

/**
 * The append-only points and credit ledger. A member's balance of a type is the sum of their entries of that type;
 * `member_balances` holds that sum and is written in the same transaction as each entry. Rows are never updated or
 * deleted, except that erasing a member (privacy) sets `member_id` to null so the business's totals stay right.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** Null only after the member was erased. */
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
    type: text('type', { enum: LEDGER_TYPES }).notNull(),
    operation: text('operation', { enum: LEDGER_OPERATIONS }).notNull(),
    /** Signed hundredths: positive adds to the balance, negative takes from it. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** What caused it: a purchase, shop order, gift, referral or admin adjustment id. */
    entityId: text('entity_id'),
    /** Free text for adjustments ("goodwill"), shown to the business, not to the member. */
    note: text('note'),
    /** Earn entries of expiring points: when what is left of them expires. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** A retried write with the same key (per business) is answered with the first result. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('ledger_entries_type_check', sql`${table.type} in ('credit', 'point')`),
    index('ledger_entries_member_idx').on(table.businessId, table.memberId, table.type, table.createdAt),
    index('ledger_entries_expiry_idx')
      .on(table.businessId, table.expiresAt)
      .where(sql`${table.expiresAt} is not null`),
    // A member's point lots that can expire, and their expiry runs: what the due-lot check a purchase makes reads,
    // so that it costs the same for a member with a long history as for a new one (the member index above would
    // make it walk every point entry the member has).
    index('ledger_entries_point_lots_idx')
      .on(table.businessId, table.memberId, table.expiresAt)
      .where(sql`${table.type} = 'point' and ${table.amount} > 0 and ${table.expiresAt} is not null`),
    index('ledger_entries_point_expiries_idx')
      .on(table.businessId, table.memberId, table.createdAt)
      .where(sql`${table.type} = 'point' and ${table.operation} = 'expire'`),
    uniqueIndex('ledger_entries_idempotency_key')
      .on(table.businessId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
  ],
);
