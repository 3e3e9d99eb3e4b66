import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { businesses } from './businesses';
import { locations } from './locations';
import { members } from './members';

export interface PurchaseItem {
  name: string;
  quantity: number;
  /** Hundredths per unit. */
  unitPrice: number;
}

/** A purchase the business recorded for a member (till, scanner, admin API); it earns points by the earning rate. */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'set null' }),
    /** Total paid, hundredths of the business's currency. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    items: jsonb('items').$type<PurchaseItem[]>().notNull().default([]),
    /** Points it earned, hundredths (also a ledger entry with this purchase as its entity). */
    pointsEarned: bigint('points_earned', { mode: 'number' }).notNull().default(0),
    /** The till's receipt or transaction id; one purchase per id and business. */
    externalId: text('external_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('purchases_member_idx').on(table.businessId, table.memberId, table.createdAt),
    uniqueIndex('purchases_external_id_key')
      .on(table.businessId, table.externalId)
      .where(sql`${table.externalId} is not null`),
  ],
);
