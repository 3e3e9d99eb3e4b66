import { describe, expect, it } from 'vitest';
import { initialTransactionState, transactionMerged, transactionReset, transactionSlice } from './store';

describe('transaction slice', () => {
  it('starts empty, merges and resets', () => {
    expect(initialTransactionState).toEqual({ transactionIdentifier: '' });
    const merged = transactionSlice.reducer(
      initialTransactionState,
      transactionMerged({ transactionIdentifier: 'tx-1' }),
    );
    expect(merged.transactionIdentifier).toBe('tx-1');
    expect(transactionSlice.reducer(merged, transactionReset())).toEqual(initialTransactionState);
  });
});
