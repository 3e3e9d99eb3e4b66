import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';

/** A business's own wording for a key; it wins over the shipped text of the same locale. */
export const businessTranslations = pgTable(
  'business_translations',
  {
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (table) => [
    primaryKey({ name: 'business_translations_pkey', columns: [table.businessId, table.locale, table.key] }),
  ],
);
