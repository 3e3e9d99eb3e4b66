import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { members } from './members';

/**
 * A member's current credit and points balances, in hundredths. The ledger writes it in the same transaction as
 * its entries; a member without a row of a type has 0 of it.
 */
export const memberBalances = pgTable(
  'member_balances',
  {
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['credit', 'point'] }).notNull(),
    /** Hundredths (1250 is 12.50). */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'member_balances_pkey', columns: [table.memberId, table.type] }),
    check('member_balances_type_check', sql`${table.type} in ('credit', 'point')`),
  ],
);
