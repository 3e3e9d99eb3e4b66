import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { members } from './members';

/** A member's referral code (made on first request), unique per business. */
export const referralCodes = pgTable(
  'referral_codes',
  {
    memberId: uuid('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('referral_codes_business_code_key').on(table.businessId, table.code)],
);

/** A new member who registered through another's referral; each referred member is rewarded at most once. */
export const referrals = pgTable(
  'referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    referrerMemberId: uuid('referrer_member_id').references(() => members.id, { onDelete: 'set null' }),
    referredMemberId: uuid('referred_member_id').references(() => members.id, { onDelete: 'set null' }),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('referrals_referred_member_key').on(table.referredMemberId)],
);
