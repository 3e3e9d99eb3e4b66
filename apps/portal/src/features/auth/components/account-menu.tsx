'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useSession } from '@/lib/member-session';
import { lazy, Suspense } from 'react';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/ui/button';
import { useDeferredMenu } from '@/components/ui/use-deferred-menu';
import { memberInitials } from '../member-initials';
import { AvatarButton } from './avatar-button';

const AccountMenuContent = lazy(() => import('./account-menu-content'));

export interface AccountMenuProps {
  /** Opens the identification dialog; absent when the business hides Identification (the shell decides). */
  onIdentify?: () => void;
  /** Shows the browser's install prompt; null when installing cannot be prompted. */
  onInstall?: (() => void) | null;
}

/**
 * The navigation bar's end for the session: a "Sign in" link for guests, the avatar menu for members,
 * and an empty slot of the same size while the session loads (no layout shift).
 */
export function AccountMenu({ onIdentify, onInstall = null }: AccountMenuProps) {
  const { t } = useTranslation();
  const { data: session, status } = useSession();
  const pathname = usePathname();
  const { request, want } = useDeferredMenu();

  if (status !== 'authenticated' || !session) {
    if (pathname === '/auth/signin') return null;
    return (
      <Button asChild variant="outline" className="ms-1">
        <Link href="/auth/signin">{t('navbar.signin')}</Link>
      </Button>
    );
  }

  const initials = memberInitials(session.user);
  // The visible initials start the name too (WCAG 2.5.3, label in name).
  const label = `${initials} ${t('navbar.account.menu')}`.trim();

  const placeholder = (
    <AvatarButton
      initials={initials}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={want(false)}
      onFocus={want(false)}
      onClick={want(true)}
    />
  );

  return (
    <Suspense fallback={placeholder}>
      {request ? (
        <AccountMenuContent
          initials={initials}
          label={label}
          defaultOpen={request.open}
          restoreFocus={request.restoreFocus}
          onIdentify={onIdentify}
          onInstall={onInstall}
        />
      ) : (
        placeholder
      )}
    </Suspense>
  );
}
