import {
  dataExports,
  feedback,
  formSubmissions,
  gifts,
  landingClaims,
  walletDevices,
  walletPasses,
  ledgerEntries,
  memberBalances,
  memberConsents,
  members,
  messages,
  oneTimeCodes,
  outboundMessages,
  purchases,
  pushSubscriptions,
  referralCodes,
  referrals,
  shopOrders,
  signInTickets,
  paymentCustomers,
  subscriptionBenefits,
  subscriptions,
  type DatabaseExecutor,
} from '@loyalty/db';
import { and, count, eq, getTableColumns, gt, inArray, like, lte, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

export type DataExportRow = typeof dataExports.$inferSelect;
type Row = Record<string, unknown>;

/** Columns that are bookkeeping of the system rather than data about the member: never exported. */
const INTERNAL_COLUMNS = new Set([
  'businessId',
  'idempotencyKey',
  'tokenHash',
  'sessionsValidAfter',
  'broadcastId',
  'codeHash',
  'answersHash',
]);

function withoutInternal(row: Row): Row {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !INTERNAL_COLUMNS.has(key)));
}

/** Every row of `table` that belongs to the member (any of `memberColumns`) in the business. */
function ownedRows(table: PgTable, businessColumn: AnyPgColumn, ...memberColumns: AnyPgColumn[]) {
  return async (db: DatabaseExecutor, businessId: string, memberId: string): Promise<Row[]> => {
    const byMember = or(...memberColumns.map((column) => eq(column, memberId)));
    const rows = (await db
      .select(getTableColumns(table))
      .from(table)
      .where(and(eq(businessColumn, businessId), byMember))) as Row[];
    return rows.map(withoutInternal);
  };
}

export type ExportSection = (db: DatabaseExecutor, businessId: string, memberId: string) => Promise<Row[]>;

/**
 * Everything the API holds about a member, one entry per kind of data (the export's sections, in this order).
 * A new table with member data joins the export with one line here.
 */
export const EXPORT_SECTIONS: Record<string, ExportSection> = {
  profile: ownedRows(members, members.businessId, members.id),
  consents: ownedRows(memberConsents, memberConsents.businessId, memberConsents.memberId),
  balances: ownedRows(memberBalances, memberBalances.businessId, memberBalances.memberId),
  ledgerEntries: ownedRows(ledgerEntries, ledgerEntries.businessId, ledgerEntries.memberId),
  purchases: ownedRows(purchases, purchases.businessId, purchases.memberId),
  shopOrders: ownedRows(shopOrders, shopOrders.businessId, shopOrders.memberId),
  gifts: ownedRows(gifts, gifts.businessId, gifts.memberId),
  messages: ownedRows(messages, messages.businessId, messages.memberId),
  feedback: ownedRows(feedback, feedback.businessId, feedback.memberId),
  referralCodes: ownedRows(referralCodes, referralCodes.businessId, referralCodes.memberId),
  landingClaims: ownedRows(landingClaims, landingClaims.businessId, landingClaims.memberId),
  walletPasses: ownedRows(walletPasses, walletPasses.businessId, walletPasses.memberId),
  walletDevices: ownedRows(walletDevices, walletDevices.businessId, walletDevices.memberId),
  pushSubscriptions: ownedRows(pushSubscriptions, pushSubscriptions.businessId, pushSubscriptions.memberId),
  formSubmissions: ownedRows(formSubmissions, formSubmissions.businessId, formSubmissions.memberId),
  referrals: ownedRows(
    referrals,
    referrals.businessId,
    referrals.referrerMemberId,
    referrals.referredMemberId,
  ),
  subscriptions: ownedRows(subscriptions, subscriptions.businessId, subscriptions.memberId),
  subscriptionBenefits: ownedRows(
    subscriptionBenefits,
    subscriptionBenefits.businessId,
    subscriptionBenefits.memberId,
  ),
  paymentCustomers: ownedRows(paymentCustomers, paymentCustomers.businessId, paymentCustomers.memberId),
};

export async function insertDataExport(
  db: DatabaseExecutor,
  values: typeof dataExports.$inferInsert,
): Promise<DataExportRow> {
  const [row] = await db.insert(dataExports).values(values).returning();
  if (!row) throw new Error('data export insert returned no row');
  return row;
}

export async function deleteDataExport(db: DatabaseExecutor, id: string): Promise<void> {
  await db.delete(dataExports).where(eq(dataExports.id, id));
}

/** The export a link's token opens, in the business, while it has not expired. */
export async function findLiveDataExport(
  db: DatabaseExecutor,
  businessId: string,
  tokenHash: string,
  now: Date,
): Promise<DataExportRow | undefined> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(
      and(
        eq(dataExports.businessId, businessId),
        eq(dataExports.tokenHash, tokenHash),
        gt(dataExports.expiresAt, now),
      ),
    );
  return row;
}

/** Expired files hold personal data for nobody's benefit: each new export of a business clears them. */
export async function deleteExpiredDataExports(
  db: DatabaseExecutor,
  businessId: string,
  now: Date,
): Promise<void> {
  await db
    .delete(dataExports)
    .where(and(eq(dataExports.businessId, businessId), lte(dataExports.expiresAt, now)));
}

/** Records kept for the business's books after an erasure, with the member's link removed (ON DELETE SET NULL). */
const ANONYMISED: Record<
  string,
  (businessId: string, memberId: string) => { table: PgTable; where: SQL | undefined }
> = {
  ledgerEntries: (b, m) => ({
    table: ledgerEntries,
    where: and(eq(ledgerEntries.businessId, b), eq(ledgerEntries.memberId, m)),
  }),
  purchases: (b, m) => ({
    table: purchases,
    where: and(eq(purchases.businessId, b), eq(purchases.memberId, m)),
  }),
  shopOrders: (b, m) => ({
    table: shopOrders,
    where: and(eq(shopOrders.businessId, b), eq(shopOrders.memberId, m)),
  }),
  referrals: (b, m) => ({
    table: referrals,
    where: and(
      eq(referrals.businessId, b),
      or(eq(referrals.referrerMemberId, m), eq(referrals.referredMemberId, m)),
    ),
  }),
};
export const ANONYMISED_KINDS = Object.keys(ANONYMISED);

export async function countAnonymised(
  db: DatabaseExecutor,
  businessId: string,
  memberId: string,
): Promise<Record<string, number>> {
  const entries = await Promise.all(
    Object.entries(ANONYMISED).map(async ([kind, query]) => {
      const { table, where } = query(businessId, memberId);
      const [row] = await db.select({ total: count() }).from(table).where(where);
      return [kind, row?.total ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** `%` and `_` in an address are matched literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export interface ErasureTarget {
  businessId: string;
  memberId: string;
  /** The member's e-mail address and phone number. */
  identifiers: string[];
}

export async function setExportDeliveryMessage(
  db: DatabaseExecutor,
  id: string,
  messageId: string,
): Promise<void> {
  await db.update(dataExports).set({ deliveryMessageId: messageId }).where(eq(dataExports.id, id));
}

/** The delivery log rows of the member's export e-mails (sent to whichever address they chose). */
async function exportMailIds(db: DatabaseExecutor, businessId: string, memberId: string): Promise<number[]> {
  const rows = await db
    .select({ messageId: dataExports.deliveryMessageId })
    .from(dataExports)
    .where(and(eq(dataExports.businessId, businessId), eq(dataExports.memberId, memberId)));
  return rows.map((row) => Number(row.messageId)).filter((id) => Number.isSafeInteger(id));
}

/**
 * Erases what the member row's cascade cannot reach: messages sent to or about them (codes, export links, the
 * feedback mails that quote their address), and codes and registration tickets keyed by their identifiers.
 * Then the member row, which cascades to profile data, consents, balances, messages, gifts, feedback, exports
 * and sign-in tickets, and sets the member to null on the ledger, purchases, shop orders and referrals.
 */
export async function eraseMember(db: DatabaseExecutor, target: ErasureTarget): Promise<boolean> {
  const { businessId, memberId, identifiers } = target;
  const mentions = [memberId, ...identifiers].map((text) => like(outboundMessages.body, containing(text)));
  const exportMails = await exportMailIds(db, businessId, memberId);
  await db
    .delete(outboundMessages)
    .where(
      and(
        eq(outboundMessages.businessId, businessId),
        or(
          ...(identifiers.length ? [inArray(outboundMessages.recipient, identifiers)] : []),
          ...(exportMails.length ? [inArray(outboundMessages.id, exportMails)] : []),
          ...mentions,
          ...identifiers.map((text) => like(outboundMessages.subject, containing(text))),
        ),
      ),
    );
  if (identifiers.length) {
    await db
      .delete(oneTimeCodes)
      .where(and(eq(oneTimeCodes.businessId, businessId), inArray(oneTimeCodes.identifier, identifiers)));
    await db
      .delete(signInTickets)
      .where(and(eq(signInTickets.businessId, businessId), inArray(signInTickets.identifier, identifiers)));
  }
  const deleted = await db
    .delete(members)
    .where(and(eq(members.businessId, businessId), eq(members.id, memberId)))
    .returning({ id: members.id });
  return deleted.length === 1;
}
