'use client';

import { useSession } from '@/lib/member-session';
import { lazy, Suspense, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { AccountMenu } from '@/features/auth/components/account-menu';
import { useConfiguration } from '@/features/configuration/hooks/use-configuration';
import { LanguageSwitcher } from '@/features/language/components/language-switcher';
import { DrawerButton } from '@/features/navigation/components/drawer-button';
import { chromeVisibility } from '@/lib/chrome-visibility';
import { setRootLength } from '@/lib/root-length';
import { useInstallPrompt } from './install-prompt';
import { useAppPathname, useAppSearchParams } from '@/lib/app-location';

// Gifts, bell and wallet load only for a member: a guest's page never downloads them.
const MemberControls = lazy(() => import('./member-controls'));
// The sheet and its QR generator load only when a member asks for their identification.
const IdentificationDialog = lazy(() => import('@/features/identification/components/identification-dialog'));

/**
 * The 64 px navigation bar: the drawer's menu button and the business at the start; at
 * the end, in this order, gifts, notification bell, wallet, language switcher and avatar menu for a
 * member, only the language switcher for a guest (sign-in is in the drawer and on the page). The theme toggle
 * is in the drawer.
 */
export function TopBar() {
  const configuration = useConfiguration();
  const { businessName, favIconUrl } = configuration;
  const { status } = useSession();
  const onInstall = useInstallPrompt();
  const [identification, setIdentification] = useState({ mounted: false, open: false });
  const pathname = useAppPathname();
  const query = useAppSearchParams().toString();
  const visibility = chromeVisibility(query ? `${pathname}?${query}` : pathname);
  const header = useRef<HTMLElement>(null);
  const tall = useTallBar(header, visibility.navBar);
  if (!visibility.navBar) return null;

  const member = status === 'authenticated';
  const onIdentify = configuration.showVerificationIdCodeOnNavBar
    ? () => setIdentification({ mounted: true, open: true })
    : undefined;

  return (
    <header
      ref={header}
      className={`${tall ? 'relative' : 'sticky'} top-0 z-40 min-h-16 border-b border-border bg-surface`}
    >
      <div className="mx-auto flex min-h-16 max-w-5xl flex-wrap items-center gap-1 px-3 py-1 sm:gap-2 sm:px-4">
        {visibility.drawerButton && <DrawerButton />}
        <a
          href="/"
          className="me-auto flex min-h-11 min-w-0 items-center gap-3 rounded-lg font-semibold text-foreground"
        >
          {favIconUrl ? (
            // A plain <img>: next/image would need every business's icon host configured.
            <img src={favIconUrl} alt="" width={32} height={32} className="size-8 shrink-0 rounded-lg" />
          ) : (
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-base font-bold text-primary-foreground"
            >
              {businessName.charAt(0).toUpperCase()}
            </span>
          )}
          {/* Phones keep the room for the member's controls; the name stays the link's accessible name. */}
          <span className="truncate text-lg max-sm:sr-only">{businessName}</span>
        </a>
        <div className="flex flex-wrap items-center justify-end gap-1">
          {member && (
            // Server-rendered; on a client-side sign-in the slot stays empty for the moment the code loads.
            <Suspense fallback={null}>
              <MemberControls />
            </Suspense>
          )}
          <LanguageSwitcher />
          <AccountMenu onIdentify={onIdentify} onInstall={onInstall} />
        </div>
      </div>
      {identification.mounted && (
        <Suspense fallback={null}>
          <IdentificationDialog
            open={identification.open}
            onOpenChange={(open) => setIdentification({ mounted: true, open })}
          />
        </Suspense>
      )}
    </header>
  );
}

/**
 * The bar wraps onto more rows when its controls do not fit (a phone with the text at 200 %). Its height goes to
 * `--top-bar-height`, which keeps what gets focus clear of it; a bar taller than a quarter of the window stops
 * sticking to the top, so that it never covers most of a small screen.
 */
function useTallBar(header: RefObject<HTMLElement | null>, shown: boolean): boolean {
  const [tall, setTall] = useState(false);
  useLayoutEffect(() => {
    const bar = header.current;
    if (!shown || !bar) return;
    const update = () => {
      const height = bar.offsetHeight;
      const tooTall = height > window.innerHeight / 4;
      setTall(tooTall);
      setRootLength('--top-bar-height', tooTall ? 0 : height);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(bar);
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
      setRootLength('--top-bar-height', null);
    };
  }, [header, shown]);
  return tall;
}
