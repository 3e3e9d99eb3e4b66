import type { BalanceType } from './configuration';

/**
 * A balance as member details carry it: the amount in the field of the business's balance type, the other 0.
 * Kept apart from the schemas (types only imported) so that the browser can use it without loading zod.
 */
export function splitBalance(
  amount: number,
  type: BalanceType,
): { balance: { monetary: number; nonMonetary: number } } {
  return {
    balance:
      type === 'monetary' ? { monetary: amount, nonMonetary: 0 } : { monetary: 0, nonMonetary: amount },
  };
}
