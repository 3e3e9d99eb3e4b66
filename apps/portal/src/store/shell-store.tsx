'use client';

import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { BusinessConfiguration, Language } from '@loyalty/contract';
import { initialAuthState, type AuthState } from '@/features/auth/store';
import { initialFormHandlingState, type FormHandlingState } from '@/features/forms/store';
import type { ThemeState } from '@/features/theme/store';
import { initialChromeState, type ChromeState } from './chrome-state';

/**
 * The client state every page has, guests' included: the business configuration and language, the theme, the
 * sign-in flow's state (auth), the forms being sent (formHandling) and the app-wide panels (chrome). A small
 * store of its own, read with `useSyncExternalStore`: public pages (sign-in, landing pages, the purchase scanner)
 * carry no Redux. The member's areas (gift, transaction, notifications and the API cache) are in the Redux store
 * of `member-store-provider.tsx`, created the first time a member screen renders.
 */
export interface ShellState {
  configurations: { configuration: BusinessConfiguration; language: Language };
  theme: ThemeState;
  auth: AuthState;
  formHandling: FormHandlingState;
  chrome: ChromeState;
}

type Area = keyof ShellState;
type Listener = () => void;

export interface ShellStore {
  getState(): ShellState;
  /** Replaces one area, with a value or with what a function makes of the current one. */
  set<K extends Area>(area: K, next: ShellState[K] | ((current: ShellState[K]) => ShellState[K])): void;
  subscribe(listener: Listener): () => void;
}

/** One store per tab (and per server render): never shared by requests. */
export function createShellStore(
  initial: Pick<ShellState, 'configurations' | 'theme'> & Partial<ShellState>,
): ShellStore {
  let state: ShellState = {
    auth: initialAuthState,
    formHandling: initialFormHandlingState,
    chrome: initialChromeState,
    ...initial,
  };
  const listeners = new Set<Listener>();
  return {
    getState: () => state,
    set(area, next) {
      const value =
        typeof next === 'function'
          ? (next as (current: ShellState[typeof area]) => typeof next)(state[area])
          : next;
      if (Object.is(value, state[area])) return;
      state = { ...state, [area]: value };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const ShellStoreContext = createContext<ShellStore | null>(null);

export function ShellStoreProvider({ store, children }: { store: ShellStore; children: ReactNode }) {
  return <ShellStoreContext.Provider value={store}>{children}</ShellStoreContext.Provider>;
}

/** The tab's shell store, to change an area. */
export function useShellStore(): ShellStore {
  const store = useContext(ShellStoreContext);
  if (!store) throw new Error('useShellStore used outside the app shell');
  return store;
}

/**
 * A part of the shell state; the component renders again when it changes. The selector answers a part of the
 * state or a value computed from it that compares equal (`Object.is`) while the state stays the same.
 */
export function useShellState<T>(selector: (state: ShellState) => T): T {
  const store = useShellStore();
  const read = () => selector(store.getState());
  return useSyncExternalStore(store.subscribe, read, read);
}

/** Opens or closes one of the app-wide panels. */
export function setPanel(store: ShellStore, panel: keyof ChromeState, value: boolean): void {
  store.set('chrome', (chrome) => (chrome[panel] === value ? chrome : { ...chrome, [panel]: value }));
}
