import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The transaction a QR code or purchase scan refers to (its identifier; empty at first). */
export interface TransactionState {
  transactionIdentifier: string;
}

export const initialTransactionState: TransactionState = { transactionIdentifier: '' };

export const transactionSlice = createSlice({
  name: 'transaction',
  initialState: initialTransactionState,
  reducers: {
    transactionMerged: (state, action: PayloadAction<Partial<TransactionState>>) => ({
      ...state,
      ...action.payload,
    }),
    transactionReset: () => initialTransactionState,
  },
});

export const { transactionMerged, transactionReset } = transactionSlice.actions;
