import type { LedgerType, ShopItem } from '@loyalty/contract';
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

// Also the member card's (it lives with the amounts, so the card does not bring the shop feature along).
export { balanceHundredths } from '@/lib/amounts';

/** What the member holds of each type, in hundredths. */
export interface HeldBalances {
  point: number;
  credit: number;
}

/** How many hundredths of its price type the member still needs for an item; 0 when they can afford it. */
export function amountMissing(item: Pick<ShopItem, 'price' | 'priceType'>, held: HeldBalances): number {
  return Math.max(0, item.price - held[item.priceType]);
}

/** An item whose window closes within this many milliseconds is marked as ending soon. */
const ENDING_SOON_MS = 3 * 24 * 60 * 60 * 1000;

/** Whether an item's window closes within three days of `now` (and has not closed already). */
export function endsSoon(item: Pick<ShopItem, 'activeUntil'>, now: Date): boolean {
  if (!item.activeUntil) return false;
  const left = Date.parse(item.activeUntil) - now.getTime();
  return left > 0 && left <= ENDING_SOON_MS;
}
