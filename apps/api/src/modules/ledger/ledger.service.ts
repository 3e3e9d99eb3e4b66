import {
  ledgerMessageKeys,
  type BudgetActivityPage,
  type LedgerOperation,
  type LedgerType,
  type PageParams,
  type PointsSummary,
  type WalletTransaction,
} from '@loyalty/contract';
import type { Database, DatabaseExecutor } from '@loyalty/db';
import { violatedUniqueConstraint } from '../../lib/database-errors';
import { conflict } from '../../lib/http-error';
import { getBalances } from '../balances/balances.service';
import { memberPassFlag } from '../wallet/pass-updates.service';
import * as repository from './ledger.repository';

const DAY_MS = 86_400_000;

/** The 409 of a write that would take a balance below zero. */
export const insufficientBalance = () => conflict(ledgerMessageKeys.insufficientBalance);

export interface EntryInput {
  businessId: string;
  memberId: string;
  type: LedgerType;
  operation: LedgerOperation;
  /** Signed hundredths. */
  amount: number;
  entityId?: string | null;
  note?: string | null;
  expiresAt?: Date | null;
  idempotencyKey?: string | null;
  now: Date;
}

/**
 * Appends one entry and moves the balance row with it, inside the caller's transaction. The balance row is
 * locked first, so a concurrent write of the same member and type waits; an entry that would take the balance
 * below zero is refused (409 `ledger.insufficient.balance`) and nothing is written.
 */
export async function appendEntry(
  tx: DatabaseExecutor,
  input: EntryInput,
): Promise<{ entry: repository.LedgerEntryRow; balance: number }> {
  // An addition needs no check and expires nothing: lock, entry and balance in one statement.
  if (input.amount > 0) {
    return repository.earnInOneStatement(tx, entryRow(input), [
      memberPassFlag(tx, input.businessId, input.memberId, input.now),
    ]);
  }
  const locked = await repository.lockBalanceRow(tx, input.businessId, input.memberId, input.type);
  return appendLockedEntry(tx, input, locked);
}

/**
 * {@link appendEntry} for a caller that already holds this member's balance lock of `input.type` in this
 * transaction (from {@link lockBalance}) and passes the balance that lock read: no second lock, no re-read.
 */
export async function appendLockedEntry(
  tx: DatabaseExecutor,
  input: EntryInput,
  locked: number,
  options: { noLotDue?: boolean } = {},
): Promise<{ entry: repository.LedgerEntryRow; balance: number }> {
  const key = { businessId: input.businessId, memberId: input.memberId, type: input.type };
  let current = locked;
  // Points past their expiry are gone even if the periodic run has not written so yet: expire them first, under
  // the lock already held, so that a deduction can never use them. A caller that found no due lot before it took
  // the lock ({@link lotDueCheck}) skips the check: no lot can fall due meanwhile, since `now` is fixed and a lot
  // expires at least a day after it is earned (pointsExpiryDays >= 1); a concurrent write can only expire lots.
  if (input.type === 'point' && input.amount < 0 && input.operation !== 'expire' && !options.noLotDue) {
    current -= await expireDueLots(tx, key.businessId, key.memberId, input.now, current);
  }
  const balance = current + input.amount;
  if (balance < 0) throw insufficientBalance();
  // The entry, the balance and the wallet pass's update flag go in one statement: the lock is held one round trip.
  const entry = await repository.insertEntryWithBalance(tx, entryRow(input), balance, [
    memberPassFlag(tx, key.businessId, key.memberId, input.now),
  ]);
  return { entry, balance };
}

/** The ledger row of an entry. */
function entryRow(input: EntryInput) {
  return {
    businessId: input.businessId,
    memberId: input.memberId,
    type: input.type,
    operation: input.operation,
    amount: input.amount,
    entityId: input.entityId ?? null,
    note: input.note ?? null,
    expiresAt: input.expiresAt ?? null,
    idempotencyKey: input.idempotencyKey ?? null,
    createdAt: input.now,
  };
}

/**
 * A deduction (`input.amount` < 0) for a caller that knows no point lot is due ({@link lotDueCheck} answered false,
 * or the type is credit), in one round trip: lock, check, entry, balance and the wallet pass's flag (see
 * repository.spendInOneStatement), so the lock is held for that statement and the commit only. Refused with 409
 * `ledger.insufficient.balance` when the balance does not cover it; the caller's transaction must then roll back
 * (the refusal is thrown, so it does). Answers the new balance and, read in the same statement, the other type's.
 */
export async function spendWithoutDueLots(
  tx: DatabaseExecutor,
  input: EntryInput,
): Promise<{ entry: repository.LedgerEntryRow; balance: number; otherBalance: number }> {
  const spent = await repository.spendInOneStatement(
    tx,
    entryRow(input),
    input.type === 'point' ? 'credit' : 'point',
    [memberPassFlag(tx, input.businessId, input.memberId, input.now)],
  );
  if (!spent) throw insufficientBalance();
  return spent;
}

/**
 * Whether any of the member's point lots is past its expiry without its `expire` entry (read without a lock), as an
 * expression for the caller's next statement to answer alongside its own work.
 */
export const lotDueCheck = repository.dueLotsExist;

/** Locks a member's balance of one type for the rest of the transaction and returns it (see appendLockedEntry). */
export const lockBalance = repository.lockBalanceRow;

/** When points earned now expire under the business's setting; null when they do not. */
export function pointsExpiryFor(type: LedgerType, expiryDays: number | null, now: Date): Date | null {
  if (type !== 'point' || expiryDays === null) return null;
  return new Date(now.getTime() + expiryDays * DAY_MS);
}

interface Lot {
  remaining: number;
  expiresAt: Date | null;
}

/**
 * Replays a member's point entries (oldest first) into the lots still held: every addition is a lot, every
 * deduction uses up the oldest lots first (FIFO), and an `expire` entry uses up lots that had expired when it
 * was written. A deduction that finds nothing left to take (entries of one instant in an unlucky order) is
 * carried as debt and paid by the next lot, so the lots always add up to the balance.
 */
export function replayLots(entries: repository.LedgerEntryRow[]): Lot[] {
  const lots: Lot[] = [];
  let debt = 0;
  const take = (amount: number, eligible: (lot: Lot) => boolean) => {
    let left = amount;
    for (const lot of lots) {
      if (left === 0) break;
      if (lot.remaining === 0 || !eligible(lot)) continue;
      const used = Math.min(lot.remaining, left);
      lot.remaining -= used;
      left -= used;
    }
    return left;
  };
  for (const entry of entries) {
    const amount = Number(entry.amount);
    if (amount > 0) {
      const paid = Math.min(debt, amount);
      debt -= paid;
      lots.push({ remaining: amount - paid, expiresAt: entry.expiresAt });
    } else if (amount < 0) {
      let left = -amount;
      if (entry.operation === 'expire') {
        left = take(left, (lot) => lot.expiresAt !== null && lot.expiresAt <= entry.createdAt);
      }
      debt += take(left, () => true);
    }
  }
  return lots.filter((lot) => lot.remaining > 0);
}

/**
 * Expires what is left of one member's expired point lots with a single `expire` entry (none when nothing is
 * due); history is never edited. Runs under the balance lock so that it never races a spend. Returns what expired.
 */
export async function expireMemberPoints(
  db: Database,
  businessId: string,
  memberId: string,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const locked = await repository.lockBalanceRow(tx, businessId, memberId, 'point');
    return expireDueLots(tx, businessId, memberId, now, locked);
  });
}

/**
 * Inside a transaction that holds the member's point balance lock (`locked` is the balance it read): writes the
 * `expire` entry of what is due.
 */
async function expireDueLots(
  tx: DatabaseExecutor,
  businessId: string,
  memberId: string,
  now: Date,
  locked: number,
) {
  if (!(await repository.hasDueLots(tx, businessId, memberId, now))) return 0;
  const lots = replayLots(await repository.listMemberEntries(tx, businessId, memberId, 'point'));
  const due = lots
    .filter((lot) => lot.expiresAt !== null && lot.expiresAt <= now)
    .reduce((sum, lot) => sum + lot.remaining, 0);
  if (due === 0) return 0;
  await appendLockedEntry(
    tx,
    { businessId, memberId, type: 'point', operation: 'expire', amount: -due, now },
    locked,
  );
  return due;
}

/** One expiry run over a business: each member with due lots in its own short transaction. */
export async function expireBusinessPoints(
  db: Database,
  businessId: string,
  now: Date,
): Promise<{ members: number; expired: number }> {
  let members = 0;
  let expired = 0;
  for (const memberId of await repository.listMembersWithDueLots(db, businessId, now)) {
    const amount = await expireMemberPoints(db, businessId, memberId, now);
    if (amount > 0) {
      members += 1;
      expired += amount;
    }
  }
  return { members, expired };
}

/** `GET /v1/member/points`: balances, lifetime totals and the soonest expiry of points still held. */
export async function getPointsSummary(
  db: DatabaseExecutor,
  businessId: string,
  memberId: string,
): Promise<PointsSummary> {
  const [balances, totals, entries] = await Promise.all([
    getBalances(db, businessId, memberId),
    repository.pointTotals(db, businessId, memberId),
    repository.listMemberEntries(db, businessId, memberId, 'point'),
  ]);
  const expiring = replayLots(entries).filter((lot) => lot.expiresAt !== null);
  let nextExpiry: PointsSummary['nextExpiry'] = null;
  if (expiring.length > 0) {
    const soonest = Math.min(...expiring.map((lot) => lot.expiresAt!.getTime()));
    const amount = expiring
      .filter((lot) => lot.expiresAt!.getTime() === soonest)
      .reduce((sum, lot) => sum + lot.remaining, 0);
    nextExpiry = { amount, expiresAt: new Date(soonest).toISOString() };
  }
  return { points: balances.point, credit: balances.credit, nextExpiry, ...totals };
}

function toWalletTransaction(row: repository.LedgerEntryRow): WalletTransaction {
  return {
    type: row.type,
    operation: row.operation,
    created_on: row.createdAt.toISOString(),
    amount: Number(row.amount),
    entity_id: row.entityId,
  };
}

/** `GET /v1/member/activity/budget/:creditType`: one page of the member's entries of a type, newest first. */
export async function getBudgetActivity(
  db: DatabaseExecutor,
  key: { businessId: string; memberId: string; type: LedgerType },
  { page, perPage }: PageParams,
): Promise<BudgetActivityPage> {
  const offset = (page - 1) * perPage;
  const { rows, total } = await repository.pageMemberEntries(db, key, perPage, offset);
  return {
    items: rows.map(toWalletTransaction),
    page,
    perPage,
    total,
    hasMore: offset + rows.length < total,
  };
}

export interface AdjustInput {
  businessId: string;
  memberId: string;
  type: LedgerType;
  amount: number;
  note: string | null;
  idempotencyKey: string | null;
  pointsExpiryDays: number | null;
  now: Date;
}

/**
 * An admin adjustment (+/-), never below zero. With an idempotency key a retry answers the first entry and
 * writes nothing more, also when two retries race (the unique index decides, the loser reads the winner's entry).
 */
export async function adjustBalance(
  db: Database,
  input: AdjustInput,
): Promise<{ entryId: string; balances: { credit: number; point: number }; replayed: boolean }> {
  const replay = async () => {
    if (!input.idempotencyKey) return undefined;
    const entry = await repository.findEntryByKey(db, input.businessId, input.idempotencyKey);
    if (!entry) return undefined;
    if (
      entry.memberId !== input.memberId ||
      entry.type !== input.type ||
      Number(entry.amount) !== input.amount
    ) {
      throw conflict(ledgerMessageKeys.idempotencyKeyReused);
    }
    return {
      entryId: entry.id,
      balances: await getBalances(db, input.businessId, input.memberId),
      replayed: true,
    };
  };
  const earlier = await replay();
  if (earlier) return earlier;
  try {
    return await db.transaction(async (tx) => {
      const { entry } = await appendEntry(tx, {
        businessId: input.businessId,
        memberId: input.memberId,
        type: input.type,
        operation: 'adjust',
        amount: input.amount,
        note: input.note,
        idempotencyKey: input.idempotencyKey,
        expiresAt: input.amount > 0 ? pointsExpiryFor(input.type, input.pointsExpiryDays, input.now) : null,
        now: input.now,
      });
      return {
        entryId: entry.id,
        balances: await getBalances(tx, input.businessId, input.memberId),
        replayed: false,
      };
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'ledger_entries_idempotency_key') {
      const raced = await replay();
      if (raced) return raced;
    }
    throw error;
  }
}

/** The periodic job: an expiry run over every business. */
export async function expireAllPoints(db: Database, now: Date): Promise<void> {
  for (const businessId of await repository.listBusinessIds(db)) {
    await expireBusinessPoints(db, businessId, now);
  }
}
