import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';

/** Host names (lower-cased, without port) that resolve to a business. */
export const businessHosts = pgTable(
  'business_hosts',
  {
    host: text('host').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
  },
  (table) => [index('business_hosts_business_id_idx').on(table.businessId)],
);
