'use client';

import { useLayoutEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { resolveTheme } from '../resolve-theme';
import { themeResolved } from '../store';
import { applyThemeToDocument, readStoredTheme } from '../theme-storage';

/**
 * Keeps <html data-theme class="dark"> and the store in step. The inline head script has already
 * painted the right theme; here the store learns it (layout effect: after hydration, before paint, so
 * server and client render the same markup), and later changes in the store reach the document.
 */
export function ThemeSync() {
  const dispatch = useAppDispatch();
  const current = useAppSelector((state) => state.theme.current);
  const defaultTheme = useAppSelector((state) => state.configurations.configuration?.defaultTheme);
  const resolved = useRef(false);

  useLayoutEffect(() => {
    dispatch(themeResolved(resolveTheme({ defaultTheme, ...readStoredTheme() })));
    resolved.current = true;
  }, [dispatch, defaultTheme]);

  useLayoutEffect(() => {
    // Before resolution `current` is still the server's default; applying it would undo the head script.
    if (resolved.current) applyThemeToDocument(current);
  }, [current]);

  return null;
}
