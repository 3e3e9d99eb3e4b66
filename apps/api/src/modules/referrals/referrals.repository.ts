import { ledgerEntries, referralCodes, referrals, type DatabaseExecutor } from '@loyalty/db';
import { and, count, eq, sql, sum } from 'drizzle-orm';

export async function findCodeOfMember(
  db: DatabaseExecutor,
  businessId: string,
  memberId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ code: referralCodes.code })
    .from(referralCodes)
    .where(and(eq(referralCodes.businessId, businessId), eq(referralCodes.memberId, memberId)));
  return row?.code;
}

/** Inserts the code unless the member has one (or the code is taken); true when it was stored. */
export async function insertCode(
  db: DatabaseExecutor,
  values: { businessId: string; memberId: string; code: string; createdAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(referralCodes)
    .values(values)
    .onConflictDoNothing()
    .returning({ code: referralCodes.code });
  return rows.length === 1;
}

export async function findMemberOfCode(
  db: DatabaseExecutor,
  businessId: string,
  code: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ memberId: referralCodes.memberId })
    .from(referralCodes)
    .where(and(eq(referralCodes.businessId, businessId), eq(referralCodes.code, code)));
  return row?.memberId;
}

export async function countReferred(db: DatabaseExecutor, businessId: string, memberId: string) {
  const [row] = await db
    .select({ total: count() })
    .from(referrals)
    .where(and(eq(referrals.businessId, businessId), eq(referrals.referrerMemberId, memberId)));
  return Number(row?.total ?? 0);
}

/** Records the referral once per referred member; undefined when that member was referred before. */
export async function insertReferral(
  tx: DatabaseExecutor,
  values: typeof referrals.$inferInsert,
): Promise<string | undefined> {
  const [row] = await tx
    .insert(referrals)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: referrals.id });
  return row?.id;
}

/**
 * What the member has been credited for bringing friends, per ledger type: their 'referral' entries whose
 * referral names them as the referrer (the reward for having been referred themselves is not counted).
 */
export async function earnedByReferring(
  db: DatabaseExecutor,
  businessId: string,
  memberId: string,
): Promise<{ point: number; credit: number }> {
  const rows = await db
    .select({ type: ledgerEntries.type, total: sum(ledgerEntries.amount) })
    .from(ledgerEntries)
    .innerJoin(referrals, sql`${referrals.id}::text = ${ledgerEntries.entityId}`)
    .where(
      and(
        eq(ledgerEntries.businessId, businessId),
        eq(ledgerEntries.memberId, memberId),
        eq(ledgerEntries.operation, 'referral'),
        eq(referrals.referrerMemberId, memberId),
      ),
    )
    .groupBy(ledgerEntries.type);
  const earned = { point: 0, credit: 0 };
  for (const row of rows) earned[row.type] = Number(row.total ?? 0);
  return earned;
}
