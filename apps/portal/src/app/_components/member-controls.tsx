'use client';

import { useTranslation } from '@/i18n/react';
import { GiftIcon } from '@/components/ui/icons';
import { useConfiguration } from '@/features/configuration/hooks/use-configuration';
import { NotificationBell } from '@/features/inbox/components/notification-bell';
import { PushHost } from '@/features/push';
import { MemberStoreProvider } from '@/store/member-store-provider';
import { WalletMenu } from './wallet-menu';

const iconLinkClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-foreground hover:bg-foreground/10';

/**
 * The member's part of the navigation bar, in this order: gifts, notification bell (it hides itself on
 * the inbox page), wallet menu. Loaded only once someone is signed in, so that guests' pages (sign-in, landing
 * pages) do not download the inbox, the wallet and the schemas they validate with.
 */
export default function MemberControls() {
  const { t } = useTranslation();
  const { allowGiftsIcon } = useConfiguration();
  return (
    <MemberStoreProvider>
      {allowGiftsIcon && (
        <a href="/member/rewards" aria-label={t('navbar.gifts')} className={iconLinkClass}>
          <GiftIcon />
        </a>
      )}
      <NotificationBell />
      <WalletMenu />
      <PushHost />
    </MemberStoreProvider>
  );
}
