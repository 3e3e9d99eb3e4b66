'use client';

import { AccessibilityWidget } from '@/features/accessibility/components/accessibility-widget';
import { themeResolved } from '@/features/theme/store';
import { saveTheme } from '@/features/theme/theme-storage';
import { useAppDispatch, useAppSelector } from '@/store/hooks';

/**
 * The accessibility widget on every page, unless the drawer's toggle hid it. High contrast and reset act on the
 * theme feature's state here, so the two features stay apart: high contrast replaces what is shown and keeps the
 * member's light/dark choice, which reset (or switching contrast off) restores.
 */
export function AccessibilityHost() {
  const dispatch = useAppDispatch();
  const visible = useAppSelector((state) => state.chrome.accessibilityWidgetVisible);
  const { current, saved } = useAppSelector((state) => state.theme);

  const apply = (highContrast: boolean) => {
    const next = highContrast ? 'highContrast' : saved;
    dispatch(themeResolved({ current: next, saved }));
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
