import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { members } from './members';
import { messageBroadcasts, messages } from './messages';

/**
 * A browser's Web Push subscription for one member on one device (`device_id`, a UUID the portal keeps in
 * local storage). A device that subscribes anew replaces its row; the push service's 404/410 deletes it.
 * `transport` `fcm`: the device registered a Firebase Cloud Messaging token instead, kept in `endpoint`, and
 * has no keys (FCM encrypts itself).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    deviceId: uuid('device_id').notNull(),
    /** The push service's URL for this browser (the capability to reach it). */
    endpoint: text('endpoint').notNull(),
    transport: text('transport', { enum: ['webpush', 'fcm'] })
      .notNull()
      .default('webpush'),
    /** The browser's P-256 public key and auth secret (base64url), for the payload's encryption (Web Push only). */
    p256dh: text('p256dh'),
    auth: text('auth'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('push_subscriptions_device_key').on(table.businessId, table.memberId, table.deviceId),
    uniqueIndex('push_subscriptions_endpoint_key').on(table.businessId, table.endpoint),
    check(
      'push_subscriptions_transport_check',
      sql`(${table.transport} = 'webpush' and ${table.p256dh} is not null and ${table.auth} is not null) or ${table.transport} = 'fcm'`,
    ),
  ],
);

/**
 * One push of one broadcast message to one subscription, written with the message in the broadcast's batch and
 * sent afterwards by whichever worker claims it (`lease_until`), so that a crash resumes where it stopped.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    broadcastId: uuid('broadcast_id').references(() => messageBroadcasts.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    /** Null once the subscription is gone (the push service answered 404/410, or the member unsubscribed). */
    subscriptionId: uuid('subscription_id').references(() => pushSubscriptions.id, { onDelete: 'set null' }),
    /** pending → sent | failed | gone (the subscription expired and was removed). */
    status: text('status', { enum: ['pending', 'sent', 'failed', 'gone'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('push_deliveries_message_subscription_key').on(table.messageId, table.subscriptionId),
    index('push_deliveries_status_idx').on(table.status, table.createdAt),
    index('push_deliveries_broadcast_idx').on(table.broadcastId, table.status),
  ],
);
