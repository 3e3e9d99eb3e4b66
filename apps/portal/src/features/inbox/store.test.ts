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
  params: {},
  tag,
});

const keys = (state: NotificationsState) => state.messages.map((m) => m.key);

describe('notifications slice', () => {
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

  it('page 1 replaces everything listed before, also after later pages were appended', () => {
    let state = reduce(
      initialNotificationsState,
      messagesReceived({ page: 1, limit: 2, tag: 'inbox', messages: [message('a'), message('b')] }),
    );
    state = reduce(
      state,
      messagesReceived({ page: 2, limit: 2, tag: 'inbox', messages: [message('c'), message('d')] }),
    );
    state = reduce(state, messagesReceived({ page: 1, limit: 2, tag: 'inbox', messages: [message('n')] }));
    expect(keys(state)).toEqual(['n']);
    expect(state).toMatchObject({ page: 1, hasMore: false });
  });

  it('keeps the first copy when a later page repeats a key (a message arrived meanwhile)', () => {
    let state = reduce(
      initialNotificationsState,
      messagesReceived({ page: 1, limit: 2, tag: 'inbox', messages: [message('a'), message('b')] }),
    );
    state = reduce(
      state,
      messagesReceived({
        page: 2,
        limit: 2,
        tag: 'inbox',
        messages: [message('b', true), message('a', true)],
      }),
    );
    expect(keys(state)).toEqual(['a', 'b']);
    expect(state.messages.every((m) => !m.read)).toBe(true);
    // A full page, even of known keys only, still means there may be more.
    expect(state).toMatchObject({ page: 2, hasMore: true });
  });

  it('an empty first page means nothing more to load', () => {
    const state = reduce(
      initialNotificationsState,
      messagesReceived({ page: 1, limit: 5, tag: 'inbox', messages: [] }),
    );
    expect(state).toMatchObject({ messages: [], hasMore: false, isLoading: false });
  });

  it('reset also clears the loading flag and hasMore', () => {
    let state = reduce(
      initialNotificationsState,
      messagesReceived({ page: 1, limit: 5, tag: 'inbox', messages: [] }),
    );
    state = reduce(state, loadingChanged(true));
    expect(reduce(state, notificationsReset(undefined))).toEqual(initialNotificationsState);
  });
});
