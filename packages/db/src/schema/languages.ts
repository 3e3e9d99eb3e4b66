import { sql } from 'drizzle-orm';
import { check, pgTable, text } from 'drizzle-orm/pg-core';

/** Languages the installation knows; a business offers a subset through its countries. */
export const languages = pgTable(
  'languages',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    direction: text('direction', { enum: ['ltr', 'rtl'] }).notNull(),
  },
  (table) => [check('languages_direction_check', sql`${table.direction} in ('ltr', 'rtl')`)],
);
