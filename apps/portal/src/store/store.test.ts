import { describe, expect, it } from 'vitest';
import { makeStore } from './store';

describe('makeStore (the member store)', () => {
  it('has the member areas with their initial states and the API cache; the inbox area joins with its code', async () => {
    const store = makeStore();
    expect(Object.keys(store.getState()).sort()).toEqual(['api', 'gift', 'transaction']);
    expect(store.getState().gift).toEqual({ key: null });
    expect(store.getState().transaction).toEqual({ transactionIdentifier: '' });

    const { notificationsReset, selectNotifications } = await import('@/features/inbox/store');
    const initial = { messages: [], page: 1, hasMore: true, isLoading: false, tag: 'inbox' };
    // Before its first action the area is not in the state; its selector answers the initial state.
    expect(selectNotifications(store.getState())).toEqual(initial);
    store.dispatch(notificationsReset('offers'));
    expect(store.getState().notifications).toEqual({ ...initial, tag: 'offers' });
    // A store made after the inbox's code loaded has the area from the start.
    expect(makeStore().getState().notifications).toEqual(initial);
  });

  it('gives each call its own store', () => {
    const first = makeStore();
    const second = makeStore();
    first.dispatch({ type: 'gift/giftKeySet', payload: 'g1' });
    expect(first.getState().gift.key).toBe('g1');
    expect(second.getState().gift.key).toBeNull();
  });
});
