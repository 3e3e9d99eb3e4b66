import type { FormAnswers, FormField } from '@loyalty/contract';
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
import { locations } from './locations';
import { members } from './members';

type LocalizedText = Record<string, string>;

/**
 * A form a business defines (survey, sign-up extras, claim …): its fields with their rules and texts per language.
 * Every change raises `version`; submissions keep the version they answered.
 */
export const forms = pgTable(
  'forms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    formType: text('form_type').notNull(),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'set null' }),
    /** `everyone` or `members` (guests are asked to sign in). */
    audience: text('audience').notNull().default('everyone'),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>(),
    submitLabel: jsonb('submit_label').$type<LocalizedText>(),
    successMessage: jsonb('success_message').$type<LocalizedText>(),
    fields: jsonb('fields').$type<FormField[]>().notNull(),
    version: integer('version').notNull().default(1),
    active: boolean('active').notNull().default(true),
    activeFrom: timestamp('active_from', { withTimezone: true }),
    activeUntil: timestamp('active_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('forms_business_idx').on(table.businessId, table.formType, table.createdAt)],
);

/**
 * One set of answers to a form: a member's, or a guest's (member null, after a captcha). The idempotency key makes
 * a double submit one row; the answers' hash tells a true repeat from a reused key.
 */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    formId: uuid('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    formVersion: integer('form_version').notNull(),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    answersHash: text('answers_hash').notNull(),
    answers: jsonb('answers').$type<FormAnswers>().notNull(),
    language: text('language'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('form_submissions_idempotency_key').on(table.formId, table.idempotencyKey),
    index('form_submissions_form_idx').on(table.formId, table.createdAt),
    index('form_submissions_member_idx').on(table.memberId),
  ],
);
