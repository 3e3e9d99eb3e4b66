import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { giftSlice } from '@/features/gift/store';
import { notificationsSlice } from '@/features/inbox/store';
import { transactionSlice } from '@/features/transaction/store';
import { baseApi } from './base-api';

/**
 * The member's client state: the gift, transaction and notifications areas and the RTK Query cache of the
 * member's data. The areas every page has (configuration, theme, auth, forms, panels) are in the shell store.
 */
const rootReducer = combineReducers({
  gift: giftSlice.reducer,
  transaction: transactionSlice.reducer,
  notifications: notificationsSlice.reducer,
  [baseApi.reducerPath]: baseApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** One store per browser tab (and per server render): never a module-level singleton shared by requests. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
