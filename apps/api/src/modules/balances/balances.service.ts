import type { DatabaseExecutor } from '@loyalty/db';
import { findBalanceRows } from './balances.repository';

/** A member's credit and points balances in hundredths; a type without a row is 0. */
export interface Balances {
  credit: number;
  point: number;
}

/**
 * The current balances of a member of this business. The ledger keeps `member_balances` in step with its entries
 * (same transaction); this only reads.
 */
export async function getBalances(
  db: DatabaseExecutor,
  businessId: string,
  memberId: string,
): Promise<Balances> {
  const balances: Balances = { credit: 0, point: 0 };
  for (const row of await findBalanceRows(db, businessId, memberId)) balances[row.type] = Number(row.balance);
  return balances;
}
