'use client';

import { useSession } from '@/lib/member-session';
import { lazy, Suspense } from 'react';
import { useTranslation } from '@/i18n/react';
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
 * The navigation bar's end for the session: the avatar menu for members, nothing for guests (their bar shows
 * only the language switcher), and an empty slot of the avatar's size while the session loads.
 */
export function AccountMenu({ onIdentify, onInstall = null }: AccountMenuProps) {
  const { t } = useTranslation();
  const { data: session, status } = useSession();
  const { request, want } = useDeferredMenu();

  // While the session loads, the avatar's room is kept (no layout shift); a guest's bar has no account control.
  if (status === 'loading') return <span aria-hidden="true" className="inline-block size-11" />;
  if (status !== 'authenticated' || !session) return null;

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
