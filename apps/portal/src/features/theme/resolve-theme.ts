import type { AppliedTheme, ThemeName } from '@loyalty/contract';

/** The themes a page can show; highContrast is set by the accessibility widget. */
export const APPLIED_THEMES = ['light', 'dark', 'highContrast'] as const satisfies readonly AppliedTheme[];

/** localStorage keys: `theme` is the member's light/dark choice, `currentTheme` what is applied. */
export const THEME_STORAGE_KEY = 'theme';
export const CURRENT_THEME_STORAGE_KEY = 'currentTheme';
export const THEME_QUERY_PARAMETER = 'theme';

function isAppliedTheme(value: unknown): value is AppliedTheme {
  return typeof value === 'string' && (APPLIED_THEMES as readonly string[]).includes(value);
}

function isThemeName(value: unknown): value is ThemeName {
  return value === 'light' || value === 'dark';
}

export interface ThemeSources {
  /** The business's defaultTheme. */
  defaultTheme: ThemeName | null | undefined;
  /** localStorage `theme`. */
  stored: string | null;
  /** localStorage `currentTheme`. */
  storedCurrent: string | null;
  /** The `theme` query parameter. */
  query: string | null;
}

export interface ResolvedTheme {
  /** What the page shows now. */
  current: AppliedTheme;
  /** The member's light/dark choice, restored when high contrast is reset. */
  saved: ThemeName;
}

/**
 * Light, or the business default, overridden by the stored value, overridden by the
 * query parameter. Values that are not themes are ignored at every step.
 */
export function resolveTheme(sources: ThemeSources): ResolvedTheme {
  const saved = isThemeName(sources.stored) ? sources.stored : (sources.defaultTheme ?? 'light');
  if (isAppliedTheme(sources.query)) return { current: sources.query, saved };
  if (isAppliedTheme(sources.storedCurrent)) return { current: sources.storedCurrent, saved };
  return { current: saved, saved };
}

/** `class="dark"` drives Tailwind's dark variant; high contrast is a dark scheme too. */
export function isDarkScheme(theme: AppliedTheme): boolean {
  return theme !== 'light';
}
