import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** Shipped texts, mirrored from `src/seed/locales/<locale>/*.json` on every start (see `seed.ts`). */
export const translations = pgTable(
  'translations',
  {
    locale: text('locale').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (table) => [primaryKey({ name: 'translations_pkey', columns: [table.locale, table.key] })],
);
