import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { members } from './members';

export const SUBSCRIPTION_INTERVALS = ['month', 'year'] as const;
export const SUBSCRIPTION_STATUSES = ['pending', 'active', 'past_due', 'cancelled'] as const;

/** A plan's member-facing texts in one language. */
export interface SubscriptionPlanText {
  name: string;
  description: string;
  /** Shown on the member's card while the subscription is active. */
  cardLabel: string;
}

/** What a plan gives each paid period besides its points. */
export interface SubscriptionPlanGift {
  name: string;
  description: string;
}

/**
 * A paid membership tier of a business. Price, currency and interval are fixed once created (as a Stripe price
 * is): a new price is a new plan, so what a subscriber agreed to pay never changes under them.
 */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** Texts by locale code; the business's default language must be there. */
    texts: jsonb('texts').$type<Record<string, SubscriptionPlanText>>().notNull(),
    /** Hundredths of the currency. */
    price: integer('price').notNull(),
    /** ISO 4217, upper case. */
    currency: text('currency').notNull(),
    interval: text('interval', { enum: SUBSCRIPTION_INTERVALS }).notNull(),
    /** Points (hundredths) granted each paid period. */
    pointsPerPeriod: bigint('points_per_period', { mode: 'number' }).notNull().default(0),
    gift: jsonb('gift').$type<SubscriptionPlanGift | null>(),
    active: boolean('active').notNull().default(true),
    /** The Stripe price this plan sells through when Stripe is configured; else one is made on first checkout. */
    stripePriceId: text('stripe_price_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('subscription_plans_price_check', sql`${table.price} > 0`),
    index('subscription_plans_business_idx').on(table.businessId, table.createdAt),
  ],
);

/**
 * A member's subscription to a plan. Its id travels in the metadata of every provider object (checkout session,
 * subscription, invoice), so events match it whatever order they arrive in.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: 'cascade' }),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    /** stripe | test */
    provider: text('provider').notNull(),
    checkoutSessionId: text('checkout_session_id'),
    checkoutUrl: text('checkout_url'),
    /** The portal page the member returns to after paying (checked to be on the portal's origin). */
    returnUrl: text('return_url'),
    providerSubscriptionId: text('provider_subscription_id'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Creation time (seconds) of the newest provider event applied; older ones change nothing. */
    lastEventAt: bigint('last_event_at', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('subscriptions_member_idx').on(table.businessId, table.memberId, table.createdAt),
    index('subscriptions_renewal_idx').on(table.status, table.currentPeriodEnd),
  ],
);

/** One row per paid period: written in the same transaction as its ledger entry and gift, so it happens once. */
export const subscriptionBenefits = pgTable(
  'subscription_benefits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    points: bigint('points', { mode: 'number' }).notNull(),
    ledgerEntryId: uuid('ledger_entry_id'),
    giftId: uuid('gift_id'),
    /** The provider invoice that paid it. */
    invoiceId: text('invoice_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('subscription_benefits_period_key').on(table.subscriptionId, table.periodStart)],
);

/** The payment provider's customer of a member (one per member and provider). */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_customers_member_key').on(table.businessId, table.memberId, table.provider),
  ],
);

/** Provider events already applied, by event id: a redelivered event is acknowledged and changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  subscriptionId: uuid('subscription_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
