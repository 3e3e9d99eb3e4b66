// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testConfiguration } from '@/test-utils/render-with-providers';
import { createShellStore, setPanel, ShellStoreProvider, useShellState } from './shell-store';

afterEach(cleanup);

const initial = {
  configurations: { configuration: testConfiguration, language: testConfiguration.defaultLanguage },
  theme: { current: 'light' as const, saved: 'light' as const },
};

describe('shell store', () => {
  it('starts with every area, the configuration and theme given', () => {
    const state = createShellStore(initial).getState();
    expect(Object.keys(state).sort()).toEqual(['auth', 'chrome', 'configurations', 'formHandling', 'theme']);
    expect(state.chrome).toEqual({
      drawerOpen: false,
      legalPanelOpen: false,
      accessibilityWidgetVisible: true,
      feedbackOpen: false,
    });
    expect(state.formHandling).toEqual({ submitting: {} });
    expect(state.auth.linkConsent).toBeNull();
  });

  it('replaces one area, keeping the others as they were, and tells subscribers once per change', () => {
    const store = createShellStore(initial);
    const before = store.getState();
    let calls = 0;
    const stop = store.subscribe(() => calls++);
    setPanel(store, 'drawerOpen', true);
    expect(store.getState().chrome.drawerOpen).toBe(true);
    expect(store.getState().theme).toBe(before.theme);
    // The same value again is no change.
    setPanel(store, 'drawerOpen', true);
    store.set('theme', (theme) => theme);
    expect(calls).toBe(1);
    stop();
    store.set('theme', { current: 'dark', saved: 'dark' });
    expect(calls).toBe(1);
  });

  it('gives each call its own store', () => {
    const first = createShellStore(initial);
    const second = createShellStore(initial);
    setPanel(first, 'feedbackOpen', true);
    expect(second.getState().chrome.feedbackOpen).toBe(false);
  });

  it('renders again the components whose part changed, only those', () => {
    const store = createShellStore(initial);
    const renders = { theme: 0, drawer: 0 };
    function Theme() {
      renders.theme++;
      return <p>{useShellState((state) => state.theme.current)}</p>;
    }
    function Drawer() {
      renders.drawer++;
      return <p>{useShellState((state) => (state.chrome.drawerOpen ? 'open' : 'closed'))}</p>;
    }
    render(
      <ShellStoreProvider store={store}>
        <Theme />
        <Drawer />
      </ShellStoreProvider>,
    );
    act(() => store.set('theme', { current: 'dark', saved: 'dark' }));
    expect(screen.getByText('dark')).toBeTruthy();
    expect(renders).toEqual({ theme: 2, drawer: 1 });
    act(() => setPanel(store, 'drawerOpen', true));
    expect(screen.getByText('open')).toBeTruthy();
    expect(renders).toEqual({ theme: 2, drawer: 2 });
  });
});
