import { memberBalances, type DatabaseExecutor } from '@loyalty/db';
import { and, eq } from 'drizzle-orm';

export type BalanceKind = (typeof memberBalances.$inferSelect)['type'];

/** The member's balance rows (at most one per type). */
export async function findBalanceRows(
  db: DatabaseExecutor,
  businessId: string,
  memberId: string,
): Promise<{ type: BalanceKind; balance: number }[]> {
  return db
    .select({ type: memberBalances.type, balance: memberBalances.balance })
    .from(memberBalances)
    .where(and(eq(memberBalances.businessId, businessId), eq(memberBalances.memberId, memberId)));
}
