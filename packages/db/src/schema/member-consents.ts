import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { members } from './members';

export type ConsentExtraFields = Record<string, string | boolean | number>;

/** Every consent a member gave (at registration or at a consent login), with what came with it: append-only. */
export const memberConsents = pgTable(
  'member_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['registration', 'consent-login', 'landing-page'] }).notNull(),
    extraFields: jsonb('extra_fields').$type<ConsentExtraFields>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('member_consents_member_id_idx').on(table.businessId, table.memberId),
    check(
      'member_consents_source_check',
      sql`${table.source} in ('registration', 'consent-login', 'landing-page')`,
    ),
  ],
);
