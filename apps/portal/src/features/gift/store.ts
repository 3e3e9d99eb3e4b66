import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The gift a visitor or member is looking at (its key; null at first). */
export interface GiftState {
  key: string | null;
}

export const initialGiftState: GiftState = { key: null };

export const giftSlice = createSlice({
  name: 'gift',
  initialState: initialGiftState,
  reducers: {
    giftKeySet: (state, action: PayloadAction<string | null>) => {
      state.key = action.payload;
    },
  },
});

export const { giftKeySet } = giftSlice.actions;
