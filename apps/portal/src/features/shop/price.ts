import type { LedgerType } from '@loyalty/contract';
import { formatBalance, fromHundredths } from '@/lib/amounts';
import { balanceUnitName, type UnitNames } from '@/lib/unit-names';

/** A price or balance in hundredths as the member reads it: "1,200 Beans", "1 Credit". */
export function amountLabel(
  hundredths: number,
  type: LedgerType,
  names: Record<LedgerType, UnitNames>,
  locale = 'en',
): string {
  return `${formatBalance(hundredths, locale)} ${balanceUnitName(fromHundredths(hundredths), names[type])}`;
}

/** The member's balance of a type: the API reports it in the field of the business's balance type. */
export function balanceHundredths(balance: { balance: { monetary: number; nonMonetary: number } }): number {
  return balance.balance.monetary + balance.balance.nonMonetary;
}
