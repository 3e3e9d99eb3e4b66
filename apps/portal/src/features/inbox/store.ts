import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { MemberMessage } from '@loyalty/contract';
import { MESSAGE_TAG_DEFAULT } from '@loyalty/contract/constants';
import { rootReducer } from '@/store/store';

/** The member's inbox list; messages are the contract's. */
export type InboxMessage = MemberMessage;

export interface NotificationsState {
  messages: InboxMessage[];
  page: number;
  hasMore: boolean;
  isLoading: boolean;
  tag: string;
}

const DEFAULT_INBOX_TAG = MESSAGE_TAG_DEFAULT;

export const initialNotificationsState: NotificationsState = {
  messages: [],
  page: 1,
  hasMore: true,
  isLoading: false,
  tag: DEFAULT_INBOX_TAG,
};

export interface MessagesReceived {
  page: number;
  limit: number;
  tag: string;
  messages: InboxMessage[];
}

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: initialNotificationsState,
  reducers: {
    loadingChanged: (state, action: PayloadAction<boolean>) => {
      state.isLoading = action.payload;
    },
    /** Load more: the next page is requested. */
    nextPageRequested: (state) => {
      state.page += 1;
    },
    /** Page 1 or another tag replaces the list; later pages append only messages not yet listed. */
    messagesReceived: (state, action: PayloadAction<MessagesReceived>) => {
      const { page, limit, tag, messages } = action.payload;
      if (page === 1 || tag !== state.tag) {
        state.messages = messages;
        state.page = tag !== state.tag ? 1 : page;
      } else {
        const known = new Set(state.messages.map((message) => message.key));
        state.messages.push(...messages.filter((message) => !known.has(message.key)));
        state.page = page;
      }
      state.tag = tag;
      state.hasMore = messages.length === limit;
      state.isLoading = false;
    },
    /** After the server accepted the change: only then is the dot removed. */
    messagesMarkedRead: (state, action: PayloadAction<string[]>) => {
      const keys = new Set(action.payload);
      for (const message of state.messages) if (keys.has(message.key)) message.read = true;
    },
    notificationsReset: (_state, action: PayloadAction<string | undefined>) => ({
      ...initialNotificationsState,
      tag: action.payload ?? DEFAULT_INBOX_TAG,
    }),
  },
});

export const { loadingChanged, nextPageRequested, messagesReceived, messagesMarkedRead, notificationsReset } =
  notificationsSlice.actions;

/**
 * The slice joined to the member store when the inbox's code loads; until its first action the store has no
 * `notifications` area, and `selectNotifications` answers the initial state.
 */
const injectedNotifications = notificationsSlice.injectInto(rootReducer);

declare module '@/store/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds the area to the store's state type
  interface LazyLoadedSlices extends WithSlice<typeof notificationsSlice> {}
}
export const selectNotifications = injectedNotifications.selectSlice;
