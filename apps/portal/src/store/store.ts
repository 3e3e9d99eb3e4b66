import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { giftSlice } from '@/features/gift/store';
import { transactionSlice } from '@/features/transaction/store';
import { baseApi } from './base-api';

/**
 * The member's client state: the gift and transaction areas, the RTK Query cache of the member's data, and the
 * inbox's notifications area, which joins when the inbox's code loads (`features/inbox/store.ts` injects it), so
 * that the other member pages do not carry it. The areas every page has (configuration, theme, auth, forms,
 * panels) are in the shell store.
 */
export const rootReducer = combineSlices(
  giftSlice,
  transactionSlice,
  baseApi,
).withLazyLoadedSlices<LazyLoadedSlices>();

/** The areas that join later: a feature that injects one declares it here (`declare module '@/store/store'`). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

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
