import type { BusinessSettings } from '@loyalty/contract';
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A tenant. `id` is a slug (`bean-leaf`) so that it reads well in headers, URLs and logs. */
export const businesses = pgTable('businesses', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  // Stored with the contract's defaults applied; readers parse it again so that settings added later get defaults.
  settings: jsonb('settings').$type<BusinessSettings>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
