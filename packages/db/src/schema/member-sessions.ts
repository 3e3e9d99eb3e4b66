import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { members } from './members';

/**
 * One signed-in device of a member: its id travels in the portal's session cookie and is checked on every member
 * call, so a session can be ended on its own (sign-out, "your devices", the admin CLI) or all at once.
 */
export const memberSessions = pgTable(
  'member_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** Browser and system as read from the user agent at sign-in ("Chrome on Android"). */
    deviceLabel: text('device_label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moved forward at most every few minutes, not on every call. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the session was ended; a revoked session is refused from then on. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('member_sessions_member_idx')
      .on(table.businessId, table.memberId, table.lastSeenAt)
      .where(sql`${table.revokedAt} is null`),
  ],
);
