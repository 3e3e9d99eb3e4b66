'use client';

import { useLayoutEffect, useRef } from 'react';
import { resolveTheme } from '../resolve-theme';
import { applyThemeToDocument, readStoredTheme } from '../theme-storage';
import { useShellState, useShellStore } from '@/store/shell-store';

/**
 * Keeps <html data-theme class="dark"> and the store in step. The inline head script has already
 * painted the right theme; here the store learns it (layout effect: after hydration, before paint, so
 * server and client render the same markup), and later changes in the store reach the document.
 */
export function ThemeSync() {
  const shell = useShellStore();
  const current = useShellState((state) => state.theme.current);
  const defaultTheme = useShellState((state) => state.configurations.configuration.defaultTheme);
  const resolved = useRef(false);

  useLayoutEffect(() => {
    shell.set('theme', resolveTheme({ defaultTheme, ...readStoredTheme() }));
    resolved.current = true;
  }, [shell, defaultTheme]);

  useLayoutEffect(() => {
    // Before resolution `current` is still the server's default; applying it would undo the head script.
    if (resolved.current) applyThemeToDocument(current);
  }, [current]);

  return null;
}
