import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';

/** A member of one business's programme. The same person in two businesses is two members. */
export const members = pgTable(
  'members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email'),
    /** E.164, e.g. `+15555550100`. */
    phone: text('phone'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** `YYYY-MM-DD`; one of the fields a business may make mandatory. */
    birthday: date('birthday'),
    language: text('language').notNull().default('en'),
    /** The identification code shown as a QR code; see `short-id.ts`. */
    shortId: text('short_id').notNull(),
    hasConsent: boolean('has_consent').notNull().default(false),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    /** Sessions issued before this instant are rejected (sign-out everywhere, deletion); null: all are valid. */
    sessionsValidAfter: timestamp('sessions_valid_after', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('members_business_email_key')
      .on(table.businessId, table.email)
      .where(sql`${table.email} is not null`),
    uniqueIndex('members_business_phone_key')
      .on(table.businessId, table.phone)
      .where(sql`${table.phone} is not null`),
    uniqueIndex('members_business_short_id_key').on(table.businessId, table.shortId),
    index('members_business_created_at_idx').on(table.businessId, table.createdAt),
  ],
);
