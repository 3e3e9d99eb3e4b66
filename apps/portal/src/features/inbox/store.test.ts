import { describe, expect, it } from 'vitest';
import {
  initialNotificationsState,
  loadingChanged,
  messagesMarkedRead,
  messagesReceived,
  nextPageRequested,
  notificationsReset,
  notificationsSlice,
  type InboxMessage,
  type NotificationsState,
} from './store';

const reduce = notificationsSlice.reducer;

const message = (key: string, read = false, tag = 'inbox'): InboxMessage => ({
  key,
  title: `Title ${key}`,
  content: `Content ${key}`,
  read,
  receiveDate: '2024-06-01T10:00:00.000Z',
  tag,
});

const keys = (state: NotificationsState) => state.messages.map((m) => m.key);

describe('notifications slice (SPEC.md section 4)', () => {
  it('starts on page 1 of the inbox, with more to load', () => {
    expect(initialNotificationsState).toEqual({
      messages: [],
      page: 1,
      hasMore: true,
      isLoading: false,
      tag: 'inbox',
    });
  });

  it('replaces the list with page 1 and sets hasMore when the page was full', () => {
    const loading = reduce(initialNotificationsState, loadingChanged(true));
    const state = reduce(
      loading,
      messagesReceived({ page: 1, limit: 2, tag: 'inbox', messages: [message('a'), message('b')] }),
    );
    expect(keys(state)).toEqual(['a', 'b']);
    expect(state).toMatchObject({ page: 1, hasMore: true, isLoading: false });
  });

  it('appends later pages, skipping keys already listed; a short page ends hasMore', () => {
    let state = reduce(
      initialNotificationsState,
      messagesReceived({ page: 1, limit: 2, tag: 'inbox', messages: [message('a'), message('b')] }),
    );
    state = reduce(state, nextPageRequested());
    expect(state.page).toBe(2);
    state = reduce(
      state,
      messagesReceived({ page: 2, limit: 2, tag: 'inbox', messages: [message('b'), message('c')] }),
    );
    expect(keys(state)).toEqual(['a', 'b', 'c']);
    expect(state.hasMore).toBe(true);
    state = reduce(state, messagesReceived({ page: 3, limit: 2, tag: 'inbox', messages: [message('d')] }));
    expect(keys(state)).toEqual(['a', 'b', 'c', 'd']);
    expect(state).toMatchObject({ page: 3, hasMore: false });
  });

  it('replaces the list and goes back to page 1 for another tag', () => {
    let state = reduce(
      initialNotificationsState,
      messagesReceived({ page: 1, limit: 1, tag: 'inbox', messages: [message('a')] }),
    );
    state = reduce(
      state,
      messagesReceived({ page: 2, limit: 1, tag: 'offers', messages: [message('x', false, 'offers')] }),
    );
    expect(keys(state)).toEqual(['x']);
    expect(state).toMatchObject({ page: 1, tag: 'offers' });
  });

  it('marks the given keys read', () => {
    let state = reduce(
      initialNotificationsState,
      messagesReceived({
        page: 1,
        limit: 5,
        tag: 'inbox',
        messages: [message('a'), message('b'), message('c')],
      }),
    );
    state = reduce(state, messagesMarkedRead(['a', 'c', 'zzz']));
    expect(state.messages.map((m) => m.read)).toEqual([true, false, true]);
  });

  it('resets to the initial state with the given tag', () => {
    let state = reduce(
      initialNotificationsState,
      messagesReceived({ page: 1, limit: 1, tag: 'inbox', messages: [message('a')] }),
    );
    state = reduce(state, nextPageRequested());
    expect(reduce(state, notificationsReset('offers'))).toEqual({
      ...initialNotificationsState,
      tag: 'offers',
    });
    expect(reduce(state, notificationsReset(undefined))).toEqual(initialNotificationsState);
  });
});
