import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { members } from './members';

export const SHOPS = ['points', 'reward'] as const;

/** A catalogue item of a business's points shop or reward shop. */
export const shopItems = pgTable(
  'shop_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    shop: text('shop', { enum: SHOPS }).notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    /** Hundredths of `priceType`. */
    price: bigint('price', { mode: 'number' }).notNull(),
    priceType: text('price_type', { enum: ['credit', 'point'] }).notNull(),
    /** Units left; null is unlimited. Decremented in the purchase's transaction, never below 0. */
    stock: integer('stock'),
    isActive: boolean('is_active').notNull().default(true),
    activeFrom: timestamp('active_from', { withTimezone: true }),
    activeUntil: timestamp('active_until', { withTimezone: true }),
    /** Days a gift of this item stays redeemable; null: no expiry. */
    giftValidDays: integer('gift_valid_days'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('shop_items_price_check', sql`${table.price} >= 0`),
    check('shop_items_stock_check', sql`${table.stock} is null or ${table.stock} >= 0`),
    index('shop_items_business_shop_idx').on(table.businessId, table.shop),
  ],
);

/** One member's purchase in a shop: what it cost and the gift it granted. Keyed by the client's idempotency key. */
export const shopOrders = pgTable(
  'shop_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => shopItems.id, { onDelete: 'restrict' }),
    shop: text('shop', { enum: SHOPS }).notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    priceType: text('price_type', { enum: ['credit', 'point'] }).notNull(),
    giftId: uuid('gift_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('shop_orders_idempotency_key').on(table.businessId, table.memberId, table.idempotencyKey),
    index('shop_orders_member_idx').on(table.businessId, table.memberId, table.createdAt),
  ],
);
