import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { members } from './members';

export const GIFT_SOURCES = [
  'points-shop',
  'reward-shop',
  'landing-page',
  'referral',
  'admin',
  'subscription',
] as const;

/**
 * An asset a member holds (a free coffee, a voucher). Status is derived: redeemed when `redeemed_at` is set,
 * expired when `expires_at` has passed, else active.
 */
export const gifts = pgTable(
  'gifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    source: text('source', { enum: GIFT_SOURCES }).notNull(),
    /** The shop item, landing page or referral it came from. */
    sourceId: text('source_id'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    /** What the member shows at the till (also as a QR code); unique per business. */
    redeemCode: text('redeem_code').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('gifts_business_redeem_code_key').on(table.businessId, table.redeemCode),
    index('gifts_member_idx').on(table.businessId, table.memberId, table.createdAt),
  ],
);
