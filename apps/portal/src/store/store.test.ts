import { describe, expect, it } from 'vitest';
import { makeStore } from './store';

describe('makeStore (the member store)', () => {
  it('has the member areas with their initial states and the API cache', () => {
    const state = makeStore().getState();
    expect(Object.keys(state).sort()).toEqual(['api', 'gift', 'notifications', 'transaction']);
    expect(state.gift).toEqual({ key: null });
    expect(state.transaction).toEqual({ transactionIdentifier: '' });
    expect(state.notifications).toEqual({
      messages: [],
      page: 1,
      hasMore: true,
      isLoading: false,
      tag: 'inbox',
    });
  });

  it('gives each call its own store', () => {
    const first = makeStore();
    const second = makeStore();
    first.dispatch({ type: 'gift/giftKeySet', payload: 'g1' });
    expect(first.getState().gift.key).toBe('g1');
    expect(second.getState().gift.key).toBeNull();
  });
});
