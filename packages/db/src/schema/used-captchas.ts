import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** ALTCHA challenges already solved once: a solution is single-use until its challenge expires. */
export const usedCaptchas = pgTable(
  'used_captchas',
  {
    /** The challenge's HMAC signature (hex), unique per challenge. */
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('used_captchas_expires_at_idx').on(table.expiresAt)],
);
