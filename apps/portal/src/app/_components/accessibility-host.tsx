'use client';

import { AccessibilityWidget } from '@/features/accessibility/components/accessibility-widget';
import { saveTheme } from '@/features/theme/theme-storage';
import { useShellState, useShellStore } from '@/store/shell-store';

/**
 * The accessibility widget on every page, unless the drawer's toggle hid it. High contrast and reset act on the
 * theme feature's state here, so the two features stay apart: high contrast replaces what is shown and keeps the
 * member's light/dark choice, which reset (or switching contrast off) restores.
 */
export function AccessibilityHost() {
  const shell = useShellStore();
  const visible = useShellState((state) => state.chrome.accessibilityWidgetVisible);
  const { current, saved } = useShellState((state) => state.theme);

  const apply = (highContrast: boolean) => {
    const next = highContrast ? 'highContrast' : saved;
    shell.set('theme', { current: next, saved });
    saveTheme(next, saved);
  };

  if (!visible) return null;
  return (
    <AccessibilityWidget
      highContrast={current === 'highContrast'}
      onHighContrastChange={apply}
      onResetTheme={() => apply(false)}
    />
  );
}
