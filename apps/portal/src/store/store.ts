import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { authSlice } from '@/features/auth/store';
import { configurationsSlice } from '@/features/configuration/store';
import { formHandlingSlice } from '@/features/forms/store';
import { giftSlice } from '@/features/gift/store';
import { notificationsSlice } from '@/features/inbox/store';
import { themeSlice } from '@/features/theme/store';
import { transactionSlice } from '@/features/transaction/store';
import { baseApi } from './base-api';
import { chromeSlice } from './chrome-slice';

/** The client state areas, the app-wide panels, and the RTK Query cache. */
const rootReducer = combineReducers({
  formHandling: formHandlingSlice.reducer,
  theme: themeSlice.reducer,
  configurations: configurationsSlice.reducer,
  auth: authSlice.reducer,
  gift: giftSlice.reducer,
  transaction: transactionSlice.reducer,
  notifications: notificationsSlice.reducer,
  chrome: chromeSlice.reducer,
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

type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
