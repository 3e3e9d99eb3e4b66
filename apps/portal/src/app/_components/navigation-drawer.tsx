'use client';

import { useSession } from '@/lib/member-session';
import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { useTranslation } from '@/i18n/react';
import { signOutMember } from '@/features/auth/sign-out-member';
import { ThemeToggle } from '@/features/theme/components/theme-toggle';
import { useShellState } from '@/store/shell-store';

// The sheet (Radix dialog, the menu query) loads the first time the member opens it.
const SideDrawer = lazy(() => import('@/features/navigation/components/side-drawer'));

/** Mounts the side drawer once it has been opened, with what it needs from the session and theme features. */
export function NavigationDrawer() {
  const { t } = useTranslation();
  const open = useShellState((state) => state.chrome.drawerOpen);
  const { status } = useSession();
  if (!useOpenedOnce(open)) return null;

  return (
    <Suspense fallback={null}>
      <SideDrawer
        signedIn={status === 'authenticated'}
        onSignOut={() => void signOutMember()}
        footerControls={
          // The theme toggle lives in the drawer: the bar keeps to the member's controls.
          <div className="flex min-h-11 items-center justify-between gap-3 ps-3">
            <span aria-hidden="true">{t('navbar.theme.dark')}</span>
            <ThemeToggle />
          </div>
        }
      />
    </Suspense>
  );
}
