import { sql } from 'drizzle-orm';
import {
  boolean,
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

/** Extra data of a message: `image` (a URL) and whatever the sender adds. */
export type MessageParams = Record<string, string>;
/** Title and content per language code, when the sender translated the message. */
export type MessageTranslations = Record<string, { title: string; content: string }>;

/** A message in a member's inbox. `id` is the message key. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    translations: jsonb('translations').$type<MessageTranslations>(),
    params: jsonb('params').$type<MessageParams>().notNull().default({}),
    tag: text('tag').notNull().default('inbox'),
    read: boolean('read').notNull().default(false),
    receiveDate: timestamp('receive_date', { withTimezone: true }).notNull().defaultNow(),
    /** The broadcast that wrote it; one message per broadcast and member, so a resumed broadcast never doubles. */
    broadcastId: uuid('broadcast_id').references(() => messageBroadcasts.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('messages_member_tag_idx').on(table.businessId, table.memberId, table.tag, table.receiveDate),
    uniqueIndex('messages_broadcast_member_key')
      .on(table.broadcastId, table.memberId)
      .where(sql`${table.broadcastId} is not null`),
  ],
);

/**
 * A message to many members, written in batches by a worker that records how far it got (`cursor`: the last
 * member id written), so that it resumes after a crash.
 */
export const messageBroadcasts = pgTable(
  'message_broadcasts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** `all`: every member of the business at the time; `list`: `member_ids`. */
    audience: text('audience', { enum: ['all', 'list'] }).notNull(),
    memberIds: jsonb('member_ids').$type<string[]>(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    translations: jsonb('translations').$type<MessageTranslations>(),
    params: jsonb('params').$type<MessageParams>().notNull().default({}),
    tag: text('tag').notNull().default('inbox'),
    status: text('status', { enum: ['pending', 'running', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    cursor: uuid('cursor'),
    sentCount: integer('sent_count').notNull().default(0),
    /** Also push each message to the member's registered devices (`push_deliveries`). */
    push: boolean('push').notNull().default(false),
    /** Members created after this instant are not included (a broadcast goes to the audience at send time). */
    audienceAsOf: timestamp('audience_as_of', { withTimezone: true }).notNull().defaultNow(),
    /** A worker's lease: another worker may take the broadcast over after this instant. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [index('message_broadcasts_status_idx').on(table.status, table.createdAt)],
);
