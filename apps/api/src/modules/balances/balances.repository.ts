import { memberBalances, type DatabaseExecutor } from '@loyalty/db';
import { and, eq, sql } from 'drizzle-orm';
import { preparedStatement } from '../../lib/prepared';

export type BalanceKind = (typeof memberBalances.$inferSelect)['type'];

const balanceColumns = { type: memberBalances.type, balance: memberBalances.balance };

/** Read by the ledger's, the shop's and the wallet's answers (the details read theirs with the session check). */
const memberBalanceRows = preparedStatement((db) =>
  db
    .select(balanceColumns)
    .from(memberBalances)
    .where(
      and(
        eq(memberBalances.businessId, sql.placeholder('businessId')),
        eq(memberBalances.memberId, sql.placeholder('memberId')),
      ),
    )
    .prepare('member_balance_rows'),
);

/** The member's balance rows (at most one per type). */
export async function findBalanceRows(
  db: DatabaseExecutor,
  businessId: string,
  memberId: string,
): Promise<{ type: BalanceKind; balance: number }[]> {
  const prepared = memberBalanceRows(db);
  if (prepared) return prepared.execute({ businessId, memberId });
  return db
    .select(balanceColumns)
    .from(memberBalances)
    .where(and(eq(memberBalances.businessId, businessId), eq(memberBalances.memberId, memberId)));
}
