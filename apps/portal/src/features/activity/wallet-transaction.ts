import type { LedgerType, WalletTransaction } from '@loyalty/contract';
import { formatTransactionAmount, fromHundredths } from '@/lib/amounts';
import { DEFAULT_DATE_FORMAT, formatDate } from '@/lib/dates';
import { transactionUnitName, type UnitNames } from '@/lib/unit-names';

/** A wallet transaction with its derived display fields. */
export interface DisplayTransaction extends WalletTransaction {
  /** The unit's name: plural when |amount| is above 1 (configured plural, else singular + s), capitalised. */
  displayType: string;
  /** amount / 100, with a + sign when not negative. */
  displayAmount: string;
  createdOn: Date;
  entityId: string;
  /** created_on in the business's dateFormat (default dd/MM/yyyy). */
  displayDate: string;
}

export interface TransactionDisplayOptions {
  names: Record<LedgerType, UnitNames>;
  dateFormat?: string | null;
  /** BCP 47 locale for digit grouping. */
  locale?: string;
}

export function toDisplayTransaction(
  transaction: WalletTransaction,
  { names, dateFormat, locale = 'en' }: TransactionDisplayOptions,
): DisplayTransaction {
  return {
    ...transaction,
    displayType: transactionUnitName(fromHundredths(transaction.amount), names[transaction.type]),
    displayAmount: formatTransactionAmount(transaction.amount, locale),
    createdOn: new Date(transaction.created_on),
    entityId: transaction.entity_id ?? '',
    displayDate: formatDate(transaction.created_on, dateFormat || DEFAULT_DATE_FORMAT),
  };
}
