import { describe, expect, it } from 'vitest';
import { initialThemeState, themeChosen, themeResolved, themeSlice } from './store';

describe('theme slice', () => {
  const reduce = themeSlice.reducer;

  it('takes what the browser resolved at start-up', () => {
    expect(reduce(initialThemeState, themeResolved({ current: 'highContrast', saved: 'dark' }))).toEqual({
      current: 'highContrast',
      saved: 'dark',
    });
  });

  it('remembers a chosen theme as both current and saved', () => {
    const state = reduce({ current: 'highContrast', saved: 'light' }, themeChosen('dark'));
    expect(state).toEqual({ current: 'dark', saved: 'dark' });
  });
});
