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
import { gifts } from './gifts';
import { members } from './members';

/** A landing page's texts in one language. */
export interface LandingPageText {
  title: string;
  text: string;
}

/** What a landing page gives each phone number once. */
export interface LandingPageGift {
  name: string;
  description: string;
  /** Days the gift stays usable; null: no end. */
  validDays: number | null;
  imageUrl: string | null;
}

/**
 * A campaign page anonymous visitors reach from a poster, an SMS or a receipt: they confirm a phone number with a
 * one-time code and leave as members holding its gift. The counters feed the sent-to-verified ratio watched for
 * SMS pumping.
 */
export const landingPages = pgTable(
  'landing_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** The id the page had in a previous system, still printed on old posters. */
    legacyId: text('legacy_id'),
    /** Texts by locale code; the business's default language must be there. */
    texts: jsonb('texts').$type<Record<string, LandingPageText>>().notNull(),
    imageUrl: text('image_url'),
    gift: jsonb('gift').$type<LandingPageGift>().notNull(),
    active: boolean('active').notNull().default(true),
    activeFrom: timestamp('active_from', { withTimezone: true }),
    activeUntil: timestamp('active_until', { withTimezone: true }),
    /** ISO country codes whose phone numbers may claim; empty: the business's countries. */
    allowedCountries: text('allowed_countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** A form shown with the page (the forms feature), optional. */
    formId: text('form_id'),
    /** Codes sent per hour at most, over every visitor (a campaign's own ceiling). */
    maxCodesPerHour: integer('max_codes_per_hour').notNull().default(1000),
    codesSent: integer('codes_sent').notNull().default(0),
    codesVerified: integer('codes_verified').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('landing_pages_business_idx').on(table.businessId, table.createdAt),
    uniqueIndex('landing_pages_legacy_id_key')
      .on(table.businessId, table.legacyId)
      .where(sql`${table.legacyId} is not null`),
  ],
);

/** A phone number's claim of a landing page's gift: at most one per page and phone, whatever the retries. */
export const landingClaims = pgTable(
  'landing_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    landingPageId: uuid('landing_page_id')
      .notNull()
      .references(() => landingPages.id, { onDelete: 'cascade' }),
    /** E.164. */
    phone: text('phone').notNull(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    giftId: uuid('gift_id').references(() => gifts.id, { onDelete: 'set null' }),
    /** HMAC of the one-time code that made the claim, so a retry with that same code answers the same. */
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('landing_claims_page_phone_key').on(table.landingPageId, table.phone),
    index('landing_claims_member_idx').on(table.businessId, table.memberId),
  ],
);
