import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';

/** A side-drawer menu entry. Inactive entries still appear in the configuration's menu. */
export const navigationItems = pgTable(
  'navigation_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    name: text('name').notNull(),
    defaultName: text('default_name').notNull(),
    /** An internal route (`/member/profile`) or an absolute URL (shown in a frame when `embedInIframe`). */
    url: text('url').notNull(),
    target: text('target', { enum: ['_self', '_blank'] })
      .notNull()
      .default('_self'),
    visible: boolean('visible').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    displayArea: text('display_area', { enum: ['SidebarMenu', 'ProfileScreen', 'Both'] })
      .notNull()
      .default('SidebarMenu'),
    embedInIframe: boolean('embed_in_iframe').notNull().default(false),
    onlyForLoggedInUser: boolean('only_for_logged_in_user').notNull().default(false),
    openInNewWindow: boolean('open_in_new_window').notNull().default(false),
  },
  (table) => [
    index('navigation_items_business_position_idx').on(table.businessId, table.position),
    check('navigation_items_target_check', sql`${table.target} in ('_self', '_blank')`),
    check(
      'navigation_items_display_area_check',
      sql`${table.displayArea} in ('SidebarMenu', 'ProfileScreen', 'Both')`,
    ),
  ],
);
