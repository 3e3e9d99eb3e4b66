import { businesses, ledgerEntries, memberBalances, selectRows, type DatabaseExecutor } from '@loyalty/db';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  isNotNull,
  lte,
  sql,
  type Placeholder,
  type SQL,
  type WithSubquery,
} from 'drizzle-orm';
import type { SelectedFieldsFlat } from 'drizzle-orm/pg-core';
import type { TypedQueryBuilder } from 'drizzle-orm/query-builders/query-builder';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { LedgerType } from '@loyalty/contract';
import { timestampParam } from '../../lib/sql-time';

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;

/**
 * Locks the member's balance row of a type and returns its balance; a member without one gets it at 0 first.
 * Every write to the balance goes through this lock, so concurrent spends of one member queue up instead of both
 * seeing the same balance. On PGlite transactions are serialised anyway; the lock is what makes PostgreSQL safe.
 * One statement when the row exists (nearly always); the insert is tried only for a member's first entry.
 */
export async function lockBalanceRow(
  tx: DatabaseExecutor,
  businessId: string,
  memberId: string,
  type: LedgerType,
): Promise<number> {
  const locked = await selectBalanceForUpdate(tx, businessId, memberId, type);
  if (locked !== undefined) return locked;
  await tx.insert(memberBalances).values({ businessId, memberId, type, balance: 0 }).onConflictDoNothing();
  const created = await selectBalanceForUpdate(tx, businessId, memberId, type);
  // A member id of another business collides on the (member, type) key and leaves no row of this business.
  if (created === undefined) throw new Error('balance row of another business');
  return created;
}

async function selectBalanceForUpdate(
  tx: DatabaseExecutor,
  businessId: string,
  memberId: string,
  type: LedgerType,
): Promise<number | undefined> {
  const [row] = await tx
    .select({ balance: memberBalances.balance })
    .from(memberBalances)
    .where(
      and(
        eq(memberBalances.businessId, businessId),
        eq(memberBalances.memberId, memberId),
        eq(memberBalances.type, type),
      ),
    )
    .for('update');
  return row ? Number(row.balance) : undefined;
}

type EntryValues = typeof ledgerEntries.$inferInsert & {
  type: LedgerType;
  memberId: string;
  createdAt: Date;
};

/**
 * The entry inserted in one statement with the balance row's write (`balanceWrite`, a data-modifying CTE) and
 * whatever else the caller's write must carry (`alongside`: statements not yet run, e.g. the wallet pass's update
 * flag): each data-modifying CTE runs exactly once, so the balance lock is held one round trip for all of it.
 * Answers the entry's `fields`.
 */
async function insertEntryAlongside<F extends SelectedFieldsFlat>(
  tx: DatabaseExecutor,
  balanceWrite: WithSubquery,
  values: EntryValues,
  alongside: readonly TypedQueryBuilder<undefined>[],
  fields: F,
): Promise<SelectResultFields<F>> {
  const others = alongside.map((statement, index) => tx.$with(`alongside_${index}`).as(statement));
  const rows = (await tx
    .with(balanceWrite, ...others)
    .insert(ledgerEntries)
    .values(values)
    .returning(fields)) as SelectResultFields<F>[];
  const [row] = rows;
  if (!row) throw new Error('ledger insert returned no row');
  return row;
}

/** One entry and the balance it leaves (the caller holds the balance row's lock), with `alongside`, in one statement. */
export async function insertEntryWithBalance(
  tx: DatabaseExecutor,
  values: EntryValues,
  balance: number,
  alongside: readonly TypedQueryBuilder<undefined>[] = [],
): Promise<LedgerEntryRow> {
  const balanceWrite = tx.$with('balance_write').as(
    tx
      .update(memberBalances)
      .set({ balance, updatedAt: values.createdAt })
      .where(
        and(
          eq(memberBalances.businessId, values.businessId),
          eq(memberBalances.memberId, values.memberId),
          eq(memberBalances.type, values.type),
        ),
      ),
  );
  return insertEntryAlongside(tx, balanceWrite, values, alongside, getTableColumns(ledgerEntries));
}

/**
 * A deduction in one statement: the balance row's lock, the check that it covers the amount, the lower balance, the
 * entry and whatever the caller's write must carry (`alongside`), with the new balance and the other type's (read
 * in the same statement, as an unlocked read would see it). Undefined when the balance (or its absence: 0) does
 * not cover the amount: the entry and the statements alongside were written all the same, so the caller must
 * roll the transaction back. The balance row is locked for the rest of the transaction either way.
 */
export async function spendInOneStatement(
  tx: DatabaseExecutor,
  values: EntryValues,
  otherType: LedgerType,
  alongside: readonly TypedQueryBuilder<undefined>[] = [],
): Promise<{ entry: LedgerEntryRow; balance: number; otherBalance: number } | undefined> {
  const amount = -values.amount;
  if (!(amount > 0)) throw new Error('spendInOneStatement takes a deduction');
  const spent = tx.$with('spent').as(
    tx
      .update(memberBalances)
      .set({ balance: sql`${memberBalances.balance} - ${amount}`, updatedAt: values.createdAt })
      .where(
        and(
          eq(memberBalances.businessId, values.businessId),
          eq(memberBalances.memberId, values.memberId),
          eq(memberBalances.type, values.type),
          gte(memberBalances.balance, amount),
        ),
      )
      .returning({ balance: memberBalances.balance }),
  );
  const row = await insertEntryAlongside(tx, spent, values, alongside, {
    ...getTableColumns(ledgerEntries),
    balanceAfter: sql<string | number | null>`(select ${sql.identifier('balance')} from ${spent})`,
    otherBalance: sql<string | number | null>`(select ${memberBalances.balance} from ${memberBalances}
      where ${memberBalances.businessId} = ${values.businessId} and ${memberBalances.memberId} = ${values.memberId}
        and ${memberBalances.type} = ${otherType})`,
  });
  const { balanceAfter, otherBalance, ...entry } = row;
  if (balanceAfter === null) return undefined;
  return { entry, balance: Number(balanceAfter), otherBalance: Number(otherBalance ?? 0) };
}

/**
 * An addition in one statement: the balance row created or raised (an upsert, which takes the row's lock for the rest
 * of the transaction), the entry and whatever the caller's write must carry (`alongside`), with the new balance.
 */
export async function earnInOneStatement(
  tx: DatabaseExecutor,
  values: EntryValues,
  alongside: readonly TypedQueryBuilder<undefined>[] = [],
): Promise<{ entry: LedgerEntryRow; balance: number }> {
  const amount = values.amount;
  if (!(amount > 0)) throw new Error('earnInOneStatement takes an addition');
  const earned = tx.$with('earned').as(
    tx
      .insert(memberBalances)
      .values({
        businessId: values.businessId,
        memberId: values.memberId,
        type: values.type,
        balance: amount,
        updatedAt: values.createdAt,
      })
      .onConflictDoUpdate({
        target: [memberBalances.memberId, memberBalances.type],
        set: { balance: sql`${memberBalances.balance} + ${amount}`, updatedAt: values.createdAt },
        // A member id of another business collides on the (member, type) key: that row is left alone.
        setWhere: eq(memberBalances.businessId, values.businessId),
      })
      .returning({ balance: memberBalances.balance }),
  );
  const row = await insertEntryAlongside(tx, earned, values, alongside, {
    ...getTableColumns(ledgerEntries),
    balanceAfter: sql<string | number | null>`(select ${sql.identifier('balance')} from ${earned})`,
  });
  const { balanceAfter, ...entry } = row;
  if (balanceAfter === null) throw new Error('balance row of another business');
  return { entry, balance: Number(balanceAfter) };
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
function dueLot(now: Date | Placeholder | SQL) {
  // The type and amount as literals, not parameters: only then can the planner of a prepared statement see that
  // the condition implies the partial indexes' (ledger_entries_point_lots_idx, ledger_entries_point_expiries_idx).
  return and(
    sql`${ledgerEntries.type} = 'point' and ${ledgerEntries.amount} > 0`,
    lte(ledgerEntries.expiresAt, timestampParam(now)),
    sql`${ledgerEntries.expiresAt} > coalesce((select max(x.created_at) from ledger_entries x
      where x.business_id = ${ledgerEntries.businessId} and x.member_id = ${ledgerEntries.memberId}
      and x.type = 'point' and x.operation = 'expire'), '-infinity'::timestamptz)`,
  );
}

/**
 * Whether an expiry run for this member could find anything (most members have no due lot), as an expression for a
 * caller's own statement to evaluate (one round trip fewer); placeholders for a statement compiled once.
 */
export function dueLotsExist(
  businessId: string | Placeholder | SQL,
  memberId: string | Placeholder | SQL,
  now: Date | Placeholder | SQL,
): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${ledgerEntries} where ${and(
    eq(ledgerEntries.businessId, businessId),
    eq(ledgerEntries.memberId, memberId),
    dueLot(now),
  )})`;
}

/** {@link dueLotsExist}, asked on its own. */
export async function hasDueLots(
  db: DatabaseExecutor,
  businessId: string,
  memberId: string,
  now: Date,
): Promise<boolean> {
  const [row] = await selectRows<{ due: boolean }>(
    db,
    sql`select ${dueLotsExist(businessId, memberId, now)} as due`,
  );
  return row?.due === true;
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
