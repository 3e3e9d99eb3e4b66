import { describe, expect, it } from 'vitest';
import { giftKeySet, giftSlice, initialGiftState } from './store';

describe('gift slice', () => {
  it('starts with no key and stores one', () => {
    expect(initialGiftState.key).toBeNull();
    const state = giftSlice.reducer(initialGiftState, giftKeySet('gift-1'));
    expect(state.key).toBe('gift-1');
    expect(giftSlice.reducer(state, giftKeySet(null)).key).toBeNull();
  });
});
