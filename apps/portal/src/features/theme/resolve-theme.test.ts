import { describe, expect, it } from 'vitest';
import { isDarkScheme, resolveTheme, type ThemeSources } from './resolve-theme';

const none: ThemeSources = { defaultTheme: null, stored: null, storedCurrent: null, query: null };

describe('resolveTheme (default, stored choice, query parameter, in that order)', () => {
  it('is light without anything else', () => {
    expect(resolveTheme(none)).toEqual({ current: 'light', saved: 'light' });
  });

  it('uses the business default', () => {
    expect(resolveTheme({ ...none, defaultTheme: 'dark' })).toEqual({ current: 'dark', saved: 'dark' });
  });

  it('lets the stored theme override the business default', () => {
    expect(resolveTheme({ ...none, defaultTheme: 'dark', stored: 'light' })).toEqual({
      current: 'light',
      saved: 'light',
    });
  });

  it('shows the stored current theme (high contrast) while remembering the saved one', () => {
    expect(
      resolveTheme({ ...none, defaultTheme: 'light', stored: 'dark', storedCurrent: 'highContrast' }),
    ).toEqual({
      current: 'highContrast',
      saved: 'dark',
    });
  });

  it('lets the query parameter override everything, without changing the saved choice', () => {
    expect(
      resolveTheme({ defaultTheme: 'light', stored: 'light', storedCurrent: 'light', query: 'dark' }),
    ).toEqual({
      current: 'dark',
      saved: 'light',
    });
    expect(resolveTheme({ ...none, query: 'highContrast' }).current).toBe('highContrast');
  });

  it('ignores values that are not themes', () => {
    expect(resolveTheme({ defaultTheme: 'dark', stored: 'blue', storedCurrent: 'x', query: 'DARK' })).toEqual(
      {
        current: 'dark',
        saved: 'dark',
      },
    );
    // `theme` holds the member's light/dark choice only.
    expect(resolveTheme({ ...none, stored: 'highContrast' }).saved).toBe('light');
  });
});

describe('isDarkScheme', () => {
  it('is true for dark and high contrast', () => {
    expect([isDarkScheme('light'), isDarkScheme('dark'), isDarkScheme('highContrast')]).toEqual([
      false,
      true,
      true,
    ]);
  });
});
