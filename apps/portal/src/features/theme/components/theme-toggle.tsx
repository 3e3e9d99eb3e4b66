'use client';

import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/ui/button';
import { MoonIcon, SunIcon } from '@/components/ui/icons';
import { isDarkScheme } from '../resolve-theme';
import { themeChosen } from '../store';
import { saveTheme } from '../theme-storage';
import { useShellState, useShellStore } from '@/store/shell-store';

/** Switches light and dark. A toggle button: its name stays, aria-pressed says the state. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const shell = useShellStore();
  const isDark = useShellState((state) => isDarkScheme(state.theme.current));

  const toggle = () => {
    const next = isDark ? 'light' : 'dark';
    shell.set('theme', themeChosen(next));
    saveTheme(next, next);
  };

  return (
    <Button
      variant="ghost"
      className="px-0"
      aria-pressed={isDark}
      aria-label={t('navbar.theme.dark')}
      onClick={toggle}
    >
      {isDark ? <SunIcon /> : <MoonIcon />}
    </Button>
  );
}
