import type { ThemeName, ThemeStyle } from '@loyalty/contract';
import { AA_NON_TEXT_CONTRAST, ensureContrast, readableTextOn } from '@/lib/contrast';
import { THEME_BACKGROUNDS } from './palette';

/**
 * CSS variables for a business's brand colours (configuration themeStyle), adjusted per theme so that
 * WCAG AA holds whatever colours a business picks: buttons stand out from the page (3:1), text on them
 * and brand-coloured links are readable (4.5:1). The high-contrast theme ignores brand colours.
 */
export type BrandVariables = Record<
  '--primary' | '--primary-foreground' | '--link' | '--accent' | '--accent-foreground',
  string
>;

export function brandVariables(style: ThemeStyle, theme: ThemeName): BrandVariables {
  const backgrounds = THEME_BACKGROUNDS[theme];
  const primary = ensureContrast(style.primaryColor, backgrounds, AA_NON_TEXT_CONTRAST);
  const accent = ensureContrast(style.accentColor, backgrounds, AA_NON_TEXT_CONTRAST);
  return {
    '--primary': primary,
    '--primary-foreground': readableTextOn(primary, style.primaryForegroundColor),
    '--link': ensureContrast(style.primaryColor, backgrounds),
    '--accent': accent,
    '--accent-foreground': readableTextOn(accent, style.primaryForegroundColor),
  };
}

const declarations = (variables: BrandVariables): string =>
  Object.entries(variables)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');

/** A style sheet with the brand variables of the light and the dark theme. */
export function brandStyleSheet(style: ThemeStyle): string {
  return (['light', 'dark'] as const)
    .map((theme) => `:root[data-theme='${theme}']{${declarations(brandVariables(style, theme))}}`)
    .join('\n');
}

/** The id of the <style> element holding the brand sheet (server-rendered, or added by the client loader). */
export const BRAND_STYLE_ELEMENT_ID = 'brand-theme';
