'use client';

import { createContext, useContext } from 'react';
import type { MemberDetails, MemberMessage } from '@loyalty/contract';
import type { AppStore } from './store';

/**
 * Where the tab keeps its member store once one exists. The app shell gives every page a holder (not the store:
 * creating it would put Redux in every page's first download); the first member screen to render creates the
 * store in it (`MemberStoreProvider`), and every later one (the bar's controls, the page, the banner) shares it.
 */
export interface MemberStoreHolder {
  store: AppStore | null;
  /** The member's details the server fetched with the page, put in the new store's cache. */
  memberDetails: MemberDetails | null;
}

export const MemberStoreHolderContext = createContext<MemberStoreHolder | null>(null);

/**
 * The bell's messages the server read with the page (the root layout), or null: a context of their own rather than
 * part of the holder, so that a new server render of the layout (`router.refresh()` after signing in) gives the
 * screens mounted after it the new answer. `useServerBell` puts them in the store.
 */
export const ServerBellMessagesContext = createContext<MemberMessage[] | null>(null);

export function useMemberStoreHolder(): MemberStoreHolder {
  const holder = useContext(MemberStoreHolderContext);
  if (!holder) throw new Error('A member screen rendered outside the app shell');
  return holder;
}
