'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import type { NavigationItem } from '@loyalty/contract';
import { cn } from '@/lib/class-names';
import { createFocusReturn } from '@/lib/focus-return';
import { useGetNavigationItemsQuery } from '../api/get-navigation-items';
import { drawerItems, drawerLink, isCurrentItem } from '../navigation-items';
import { setPanel, useShellState, useShellStore } from '@/store/shell-store';
import { useAppPathname } from '@/lib/app-location';

export interface SideDrawerProps {
  signedIn: boolean;
  /** Ends the session (the auth feature's sign-out, passed in by the app shell). */
  onSignOut: () => void;
  /** Controls the shell adds to the footer (the theme toggle). */
  footerControls?: ReactNode;
}

const rowClass =
  'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-start text-base text-foreground outline-none hover:bg-foreground/10 focus-visible:ring-2 focus-visible:ring-link';

/**
 * The side drawer: a sheet from the inline start (left, or right in RTL) with the
 * business's menu entries and a footer of app-wide actions. Open state lives in the shell state's chrome area.
 */
export default function SideDrawer({ signedIn, onSignOut, footerControls }: SideDrawerProps) {
  const { t } = useTranslation();
  const shell = useShellStore();
  const open = useShellState((state) => state.chrome.drawerOpen);
  // The bar's menu button is not the dialog's own trigger: focus is given back to it explicitly.
  const [focusReturn] = useState(createFocusReturn);
  const widgetVisible = useShellState((state) => state.chrome.accessibilityWidgetVisible);
  const feedbackEmail = useShellState((state) => state.configurations.configuration.feedbackEmail);
  const direction = useShellState((state) => state.configurations.language.direction);
  const pathname = useAppPathname();
  // A navigation failure is an empty list.
  const { data, isLoading } = useGetNavigationItemsQuery();
  const items = drawerItems(data ?? []);

  const close = () => setPanel(shell, 'drawerOpen', false);
  const signInHref = `/auth/signin?callbackUrl=${encodeURIComponent(pathname)}`;

  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => setPanel(shell, 'drawerOpen', next)}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <RadixDialog.Content
          dir={direction}
          aria-describedby={undefined}
          onOpenAutoFocus={focusReturn.onOpenAutoFocus}
          onCloseAutoFocus={focusReturn.onCloseAutoFocus}
          data-testid="side-drawer"
          className="fixed inset-y-0 start-0 z-50 flex w-[min(20rem,calc(100vw-3rem))] flex-col border-e border-border bg-surface text-foreground shadow-xl"
        >
          <div className="flex h-16 shrink-0 items-center justify-between gap-2 border-b border-border px-4">
            <RadixDialog.Title className="text-lg font-semibold">{t('drawer.title')}</RadixDialog.Title>
            <RadixDialog.Close
              aria-label={t('general.close')}
              className="inline-flex size-11 items-center justify-center rounded-full text-foreground hover:bg-foreground/10"
            >
              <span aria-hidden="true">{'\u2715'}</span>
            </RadixDialog.Close>
          </div>
          <nav aria-label={t('drawer.navigation')} className="min-h-0 flex-1 overflow-y-auto p-2">
            {isLoading ? (
              <ul aria-busy="true" className="flex flex-col gap-1">
                {[0, 1, 2].map((row) => (
                  <li key={row} className="h-11 animate-pulse rounded-lg bg-foreground/10" />
                ))}
              </ul>
            ) : (
              <ul className="flex flex-col gap-1">
                {items.map((item) => (
                  <li key={item.id}>
                    <DrawerEntry
                      item={item}
                      signedIn={signedIn}
                      current={isCurrentItem(item, pathname)}
                      newTabLabel={t('auth.legal.new.tab')}
                      onNavigate={close}
                    />
                  </li>
                ))}
              </ul>
            )}
          </nav>
          <div className="flex shrink-0 flex-col gap-1 border-t border-border p-2">
            {!signedIn && feedbackEmail ? (
              // A guest cannot send the feedback form (it needs a member); they are told where to write.
              <a
                href={`mailto:${feedbackEmail}`}
                className={cn(rowClass, 'flex-col items-start justify-center gap-0 py-1')}
                onClick={close}
              >
                <span className="text-sm font-medium">{t('drawer.contact.us')}</span>
                <span className="text-sm text-muted-foreground">
                  {t('drawer.contact.guest')}{' '}
                  <bdi dir="ltr" className="break-all">
                    {feedbackEmail}
                  </bdi>
                </span>
              </a>
            ) : (
              <button
                type="button"
                className={cn(rowClass, 'flex-col items-start justify-center gap-0 py-1')}
                onClick={() => {
                  close();
                  if (signedIn) setPanel(shell, 'feedbackOpen', true);
                  else window.location.assign(signInHref);
                }}
              >
                <span className="text-sm font-medium">{t('drawer.contact.us')}</span>
                {feedbackEmail && (
                  <bdi dir="ltr" className="text-sm break-all text-muted-foreground">
                    {feedbackEmail}
                  </bdi>
                )}
              </button>
            )}
            <button
              type="button"
              role="switch"
              aria-checked={widgetVisible}
              className={cn(rowClass, 'justify-between')}
              onClick={() => setPanel(shell, 'accessibilityWidgetVisible', !widgetVisible)}
            >
              <span>{t('drawer.accessibility')}</span>
              <span
                aria-hidden="true"
                className={cn(
                  'relative inline-flex h-6 w-10 shrink-0 rounded-full border border-border transition-colors',
                  widgetVisible ? 'bg-primary' : 'bg-foreground/20',
                )}
              >
                <span
                  className={cn(
                    'absolute top-0.5 size-4.5 rounded-full bg-surface shadow transition-[inset-inline-start]',
                    widgetVisible ? 'start-[1.1rem]' : 'start-0.5',
                  )}
                />
              </span>
            </button>
            <button
              type="button"
              className={rowClass}
              onClick={() => {
                close();
                setPanel(shell, 'legalPanelOpen', true);
              }}
            >
              {t('drawer.legal')}
            </button>
            {footerControls}
            {signedIn ? (
              <button
                type="button"
                className={rowClass}
                onClick={() => {
                  close();
                  onSignOut();
                }}
              >
                {t('navbar.logout')}
              </button>
            ) : (
              <a href="/auth/signin" className={rowClass} onClick={close}>
                {t('navbar.signin')}
              </a>
            )}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function DrawerEntry({
  item,
  signedIn,
  current,
  newTabLabel,
  onNavigate,
}: {
  item: NavigationItem;
  signedIn: boolean;
  current: boolean;
  newTabLabel: string;
  onNavigate: () => void;
}) {
  const link = drawerLink(item, signedIn);
  const className = cn(rowClass, current && 'bg-primary/10 font-semibold text-link');
  const content = (
    <>
      <span className="min-w-0 flex-1 truncate">{item.name}</span>
      {link.newTab && (
        <>
          <span aria-hidden="true">{'\u2197'}</span>
          <span className="sr-only">{` ${newTabLabel}`}</span>
        </>
      )}
    </>
  );

  if (link.newTab) {
    return (
      <a
        href={link.href}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        onClick={onNavigate}
      >
        {content}
      </a>
    );
  }
  if (link.external) {
    return (
      <a href={link.href} className={className} aria-current={current ? 'page' : undefined}>
        {content}
      </a>
    );
  }
  return (
    <a
      href={link.href}
      className={className}
      aria-current={current ? 'page' : undefined}
      onClick={onNavigate}
    >
      {content}
    </a>
  );
}
