import { describe, expect, it } from 'vitest';
import { makeStore } from './store';

describe('makeStore', () => {
  it('has the state areas with their initial states', () => {
    const state = makeStore().getState();
    expect(Object.keys(state).sort()).toEqual(
      [
        'api',
        'auth',
        'chrome',
        'configurations',
        'formHandling',
        'gift',
        'notifications',
        'theme',
        'transaction',
      ].sort(),
    );
    expect(state.auth).toEqual({
      userIdentifier: '',
      token: '',
      humanRecaptchaToken: '',
      siteKey: '',
      customIdentifier: '',
      migrationCard: '',
      migrationAdditionalField: '',
      customFieldData: {},
      linkConsent: null,
    });
    expect(state.gift).toEqual({ key: null });
    expect(state.transaction).toEqual({ transactionIdentifier: '' });
    expect(state.notifications).toEqual({
      messages: [],
      page: 1,
      hasMore: true,
      isLoading: false,
      tag: 'inbox',
    });
    expect(state.theme).toEqual({ current: 'light', saved: 'light' });
    expect(state.configurations).toEqual({ configuration: null, language: null });
    expect(state.formHandling).toEqual({ submitting: {} });
    expect(state.chrome).toEqual({
      drawerOpen: false,
      legalPanelOpen: false,
      accessibilityWidgetVisible: true,
      feedbackOpen: false,
    });
  });

  it('accepts preloaded state (the server-side bootstrap)', () => {
    const language = { code: 'he', name: 'עברית', direction: 'rtl' as const };
    const store = makeStore({
      theme: { current: 'dark', saved: 'dark' },
      configurations: { configuration: null, language },
    });
    expect(store.getState().theme.current).toBe('dark');
    expect(store.getState().configurations.language).toEqual(language);
  });

  it('gives each call its own store', () => {
    const first = makeStore();
    const second = makeStore();
    first.dispatch({ type: 'gift/giftKeySet', payload: 'g1' });
    expect(first.getState().gift.key).toBe('g1');
    expect(second.getState().gift.key).toBeNull();
  });
});
