import { oneTimeCodes, type DatabaseExecutor } from '@loyalty/db';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { timestampParam } from '../../lib/sql-time';

export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;

/** Stores a new code for the identifier, replacing the previous one (used or not) in the same statement. */
export async function upsertCode(
  db: DatabaseExecutor,
  values: {
    businessId: string;
    identifier: string;
    channel: 'email' | 'sms';
    codeHash: string;
    expiresAt: Date;
    createdAt: Date;
  },
): Promise<void> {
  await db
    .insert(oneTimeCodes)
    .values({ ...values, attempts: 0 })
    .onConflictDoUpdate({
      target: [oneTimeCodes.businessId, oneTimeCodes.identifier],
      set: {
        channel: values.channel,
        codeHash: values.codeHash,
        expiresAt: values.expiresAt,
        createdAt: values.createdAt,
        attempts: 0,
        consumedAt: null,
      },
    });
}

export async function findCode(
  db: DatabaseExecutor,
  businessId: string,
  identifier: string,
): Promise<OneTimeCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.businessId, businessId), eq(oneTimeCodes.identifier, identifier)));
  return row;
}

/**
 * Uses the code when it matches and is still alive. One UPDATE: of two concurrent checks of the same code, the
 * second waits for the first's row lock, re-reads `consumed_at`, and matches nothing.
 */
export async function consumeMatchingCode(
  db: DatabaseExecutor,
  where: { businessId: string; identifier: string; codeHash: string; maxAttempts: number; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ consumedAt: where.now })
    .where(
      and(
        eq(oneTimeCodes.businessId, where.businessId),
        eq(oneTimeCodes.identifier, where.identifier),
        eq(oneTimeCodes.codeHash, where.codeHash),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.expiresAt, where.now),
        lt(oneTimeCodes.attempts, where.maxAttempts),
      ),
    )
    .returning({ id: oneTimeCodes.id });
  return rows.length > 0;
}

/** Counts a wrong try on a live code; returns the tries so far, or undefined when the code was no longer live. */
export async function countWrongAttempt(
  db: DatabaseExecutor,
  id: string,
  maxAttempts: number,
): Promise<number | undefined> {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumedAt), lt(oneTimeCodes.attempts, maxAttempts)),
    )
    .returning({ attempts: oneTimeCodes.attempts });
  return row?.attempts;
}

/** Codes are useless a day after they expired (or were used); the sign-in history lives elsewhere. */
export async function deleteStaleCodes(db: DatabaseExecutor, before: Date): Promise<void> {
  const cutoff = timestampParam(before);
  await db
    .delete(oneTimeCodes)
    .where(or(sql`${oneTimeCodes.expiresAt} < ${cutoff}`, sql`${oneTimeCodes.consumedAt} < ${cutoff}`));
}
