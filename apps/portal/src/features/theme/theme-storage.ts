import type { AppliedTheme, ThemeName } from '@loyalty/contract';
import {
  CURRENT_THEME_STORAGE_KEY,
  THEME_QUERY_PARAMETER,
  THEME_STORAGE_KEY,
  isDarkScheme,
} from './resolve-theme';

/** Browser-side reads and writes of the theme; storage can be unavailable (privacy modes), hence the guards. */

export function readStoredTheme(): {
  stored: string | null;
  storedCurrent: string | null;
  query: string | null;
} {
  let stored: string | null = null;
  let storedCurrent: string | null = null;
  try {
    stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    storedCurrent = window.localStorage.getItem(CURRENT_THEME_STORAGE_KEY);
  } catch {
    // Storage blocked: the business default applies.
  }
  const query = new URLSearchParams(window.location.search).get(THEME_QUERY_PARAMETER);
  return { stored, storedCurrent, query };
}

export function saveTheme(current: AppliedTheme, saved: ThemeName): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, saved);
    window.localStorage.setItem(CURRENT_THEME_STORAGE_KEY, current);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
}

export function applyThemeToDocument(theme: AppliedTheme): void {
  const root = document.documentElement;
  root.setAttribute('data-theme', theme);
  root.classList.toggle('dark', isDarkScheme(theme));
  root.style.colorScheme = isDarkScheme(theme) ? 'dark' : 'light';
}
