import type { ThemeName } from '@loyalty/contract';
import type { ResolvedTheme } from './resolve-theme';

/** The theme area of the shell state: what is shown (`current`) and what the member chose (`saved`). */
export type ThemeState = ResolvedTheme;

/** The member picked light or dark: both what is shown and what is remembered. */
export function themeChosen(theme: ThemeName): ThemeState {
  return { current: theme, saved: theme };
}
