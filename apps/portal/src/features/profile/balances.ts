import type { MemberBalance } from '@loyalty/contract';
import { fromHundredths } from '@/lib/amounts';
import { balanceUnitName, type UnitNames } from '@/lib/unit-names';

export interface BalanceLine {
  hundredths: number;
  /** In units (hundredths divided by 100). */
  value: number;
  /** Singular when the value is 1 or less, else the configured plural or the singular plus "s". */
  unit: string;
}

/**
 * A balance for display. The API reports it in the field of the business's balance type and 0 in the
 * other, so the sum is the balance whatever that type is.
 */
export function balanceLine(balance: MemberBalance, names: UnitNames): BalanceLine {
  const hundredths = balance.balance.monetary + balance.balance.nonMonetary;
  const value = fromHundredths(hundredths);
  return { hundredths, value, unit: balanceUnitName(value, names) };
}
