import type { ThemeName } from '@loyalty/contract';

/**
 * The page and card backgrounds of each theme. They are defined in app/globals.css (the CSS owns the
 * look); they are repeated here because brand colours are checked for contrast against them.
 * palette.test.ts fails when the two drift apart.
 */
export const THEME_BACKGROUNDS: Record<ThemeName, readonly [page: string, surface: string]> = {
  light: ['#f8fafc', '#ffffff'],
  dark: ['#0b1120', '#151c2c'],
};
