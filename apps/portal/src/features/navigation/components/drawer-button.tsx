'use client';

import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/ui/button';
import { FOCUS_FALLBACK_ATTRIBUTE } from '@/lib/focus-return';
import { setPanel, useShellState, useShellStore } from '@/store/shell-store';

/** The navigation bar's menu button at its start: opens the side drawer. */
export function DrawerButton() {
  const { t } = useTranslation();
  const shell = useShellStore();
  const open = useShellState((state) => state.chrome.drawerOpen);
  return (
    <Button
      variant="ghost"
      className="-ms-2 px-0"
      aria-label={t('drawer.open')}
      aria-haspopup="dialog"
      aria-expanded={open}
      // Takes focus back when a dialog opened from the drawer closes (the drawer entry is gone by then).
      {...{ [FOCUS_FALLBACK_ATTRIBUTE]: '' }}
      onClick={() => setPanel(shell, 'drawerOpen', true)}
    >
      <svg
        width={22}
        height={22}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M4 6h16M4 12h16M4 18h16" />
      </svg>
    </Button>
  );
}
