import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { members } from './members';

/**
 * A member's wallet pass (one per member, made when the member first asks for wallet links). `updatedAt` is the
 * pass's version: the ledger and profile changes move it forward in their own transactions, and phones ask for
 * the serials updated since the last one they saw. Only the SHA-256 of the pass's web-service token is kept.
 */
export const walletPasses = pgTable(
  'wallet_passes',
  {
    serialNumber: text('serial_number').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    authTokenHash: text('auth_token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the pass changed and its registered devices have not been told yet (the push worker clears it). */
    pushPendingAt: timestamp('push_pending_at', { withTimezone: true }),
    /**
     * When a "save to Google Wallet" link was last signed for the pass: only such passes are kept up to date
     * through Google's API (a member who never asked for the Google pass has no object there to update).
     */
    googleSavedAt: timestamp('google_saved_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('wallet_passes_member_key').on(table.businessId, table.memberId),
    index('wallet_passes_push_pending_idx').on(table.pushPendingAt),
  ],
);

/** A phone that installed a pass and asked to be told when it changes (PassKit web service registration). */
export const walletDevices = pgTable(
  'wallet_devices',
  {
    deviceLibraryId: text('device_library_id').notNull(),
    serialNumber: text('serial_number')
      .notNull()
      .references(() => walletPasses.serialNumber, { onDelete: 'cascade' }),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    pushToken: text('push_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'wallet_devices_pkey', columns: [table.deviceLibraryId, table.serialNumber] }),
    index('wallet_devices_serial_idx').on(table.serialNumber),
  ],
);
