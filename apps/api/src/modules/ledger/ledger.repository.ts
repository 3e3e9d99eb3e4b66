import { businesses, ledgerEntries, memberBalances, type DatabaseExecutor } from '@loyalty/db';
import { and, asc, count, desc, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import type { LedgerType } from '@loyalty/contract';
import { timestampParam } from '../../lib/sql-time';

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;

/**
 * Locks the member's balance row of a type (creating it at 0 first when there is none) and returns its balance,
 * with the balance of the other type read (not locked) in the same statement. Every write to the balance goes
 * through this lock, so concurrent spends of one member queue up instead of both seeing the same balance. On
 * PGlite transactions are serialised anyway; the lock is what makes PostgreSQL safe. The row usually exists, so
 * the usual cost is one statement.
 */
export async function lockBalance(
  tx: DatabaseExecutor,
  businessId: string,
  memberId: string,
  type: LedgerType,
): Promise<{ locked: number; other: number }> {
  const read = () =>
    tx
      .select({
        balance: memberBalances.balance,
        other: sql<string | null>`(select o.balance from member_balances o where o.business_id = ${businessId}
          and o.member_id = ${memberId} and o.type <> ${type})`,
      })
      .from(memberBalances)
      .where(
        and(
          eq(memberBalances.businessId, businessId),
          eq(memberBalances.memberId, memberId),
          eq(memberBalances.type, type),
        ),
      )
      .for('update');
  let [row] = await read();
  if (!row) {
    await tx.insert(memberBalances).values({ businessId, memberId, type, balance: 0 }).onConflictDoNothing();
    [row] = await read();
  }
  // A member id of another business collides on the (member, type) key and leaves no row of this business.
  if (!row) throw new Error('balance row of another business');
  return { locked: Number(row.balance), other: Number(row.other ?? 0) };
}

/** {@link lockBalance} when only the locked type's balance matters. */
export async function lockBalanceRow(
  tx: DatabaseExecutor,
  businessId: string,
  memberId: string,
  type: LedgerType,
): Promise<number> {
  return (await lockBalance(tx, businessId, memberId, type)).locked;
}

export async function writeBalance(
  tx: DatabaseExecutor,
  key: { businessId: string; memberId: string; type: LedgerType },
  balance: number,
  now: Date,
): Promise<void> {
  await tx
    .update(memberBalances)
    .set({ balance, updatedAt: now })
    .where(
      and(
        eq(memberBalances.businessId, key.businessId),
        eq(memberBalances.memberId, key.memberId),
        eq(memberBalances.type, key.type),
      ),
    );
}

export async function insertEntry(
  tx: DatabaseExecutor,
  values: typeof ledgerEntries.$inferInsert,
): Promise<LedgerEntryRow> {
  const [row] = await tx.insert(ledgerEntries).values(values).returning();
  if (!row) throw new Error('ledger insert returned no row');
  return row;
}

export async function findEntryByKey(
  db: DatabaseExecutor,
  businessId: string,
  idempotencyKey: string,
): Promise<LedgerEntryRow | undefined> {
  const [row] = await db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.businessId, businessId), eq(ledgerEntries.idempotencyKey, idempotencyKey)));
  return row;
}

/** Every entry of one member and type, oldest first: what the FIFO replay of expiry walks through. */
export async function listMemberEntries(
  db: DatabaseExecutor,
  businessId: string,
  memberId: string,
  type: LedgerType,
): Promise<LedgerEntryRow[]> {
  return (
    db
      .select()
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.businessId, businessId),
          eq(ledgerEntries.memberId, memberId),
          eq(ledgerEntries.type, type),
        ),
      )
      // Within one instant additions first, so that a replay never meets a spend before what paid for it.
      .orderBy(asc(ledgerEntries.createdAt), desc(ledgerEntries.amount))
  );
}

/**
 * Members of the business holding point lots that have expired since their last expiry run (or ever, without
 * one): the only members an expiry run needs to look at.
 */
export async function listMembersWithDueLots(
  db: DatabaseExecutor,
  businessId: string,
  now: Date,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ memberId: ledgerEntries.memberId })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.businessId, businessId), isNotNull(ledgerEntries.memberId), dueLot(now)));
  return rows.flatMap((row) => (row.memberId ? [row.memberId] : []));
}

/** A point lot whose expiry has passed since the member's last `expire` entry (or ever, without one). */
function dueLot(now: Date) {
  return and(
    eq(ledgerEntries.type, 'point'),
    gt(ledgerEntries.amount, 0),
    lte(ledgerEntries.expiresAt, timestampParam(now)),
    sql`${ledgerEntries.expiresAt} > coalesce((select max(x.created_at) from ledger_entries x
      where x.business_id = ${ledgerEntries.businessId} and x.member_id = ${ledgerEntries.memberId}
      and x.type = 'point' and x.operation = 'expire'), '-infinity'::timestamptz)`,
  );
}

/** Whether an expiry run for this member could find anything (cheap: most members have no due lot). */
export async function hasDueLots(
  db: DatabaseExecutor,
  businessId: string,
  memberId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.businessId, businessId), eq(ledgerEntries.memberId, memberId), dueLot(now)))
    .limit(1);
  return rows.length > 0;
}

/** A page of one member's entries of a type, newest first, with the total. */
export async function pageMemberEntries(
  db: DatabaseExecutor,
  key: { businessId: string; memberId: string; type: LedgerType },
  limit: number,
  offset: number,
): Promise<{ rows: LedgerEntryRow[]; total: number }> {
  const where = and(
    eq(ledgerEntries.businessId, key.businessId),
    eq(ledgerEntries.memberId, key.memberId),
    eq(ledgerEntries.type, key.type),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(ledgerEntries)
      .where(where)
      .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(ledgerEntries).where(where),
  ]);
  return { rows, total: Number(counted?.total ?? 0) };
}

/** Lifetime point totals: what was added (refunds excluded) and what was spent (less refunds). */
export async function pointTotals(
  db: DatabaseExecutor,
  businessId: string,
  memberId: string,
): Promise<{ earned: number; spent: number }> {
  const [row] = await db
    .select({
      earned: sql<string>`coalesce(sum(case when ${ledgerEntries.amount} > 0 and ${ledgerEntries.operation} <> 'refund' then ${ledgerEntries.amount} else 0 end), 0)`,
      spent: sql<string>`coalesce(sum(case when ${ledgerEntries.operation} in ('spend', 'refund') then -${ledgerEntries.amount} else 0 end), 0)`,
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.businessId, businessId),
        eq(ledgerEntries.memberId, memberId),
        eq(ledgerEntries.type, 'point'),
      ),
    );
  return { earned: Number(row?.earned ?? 0), spent: Number(row?.spent ?? 0) };
}

export async function listBusinessIds(db: DatabaseExecutor): Promise<string[]> {
  const rows = await db.select({ id: businesses.id }).from(businesses);
  return rows.map((row) => row.id);
}
