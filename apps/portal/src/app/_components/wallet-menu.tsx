'use client';

import { lazy, Suspense } from 'react';
import { useTranslation } from '@/i18n/react';
import { WALLET_PASS_ENTRY_NAME } from '@loyalty/contract/constants';
import { useDeferredMenu } from '@/components/ui/use-deferred-menu';
import { useConfiguration } from '@/features/configuration/hooks/use-configuration';
import { useGetMemberDetailsQuery } from '@/store/member-api';
import { WalletButton } from './wallet-button';

const WalletMenuContent = lazy(() => import('./wallet-menu-content'));

/**
 * The wallet menu (signed-in members only): the points and credit balances when the
 * business shows them on the bar, and "Add to wallet pass" when the Wallet Pass menu entry is active.
 * Nothing to show, no menu.
 */
export function WalletMenu() {
  const { t } = useTranslation();
  const configuration = useConfiguration();
  const showBalances =
    configuration.showPointsOnNavBar &&
    (configuration.businessWallet === 'points' || configuration.businessWallet === 'points-and-credit');
  const walletPassActive = configuration.menu.some(
    (entry) => entry.name === WALLET_PASS_ENTRY_NAME && entry.isActive,
  );
  // Subscribed from the bar, so the balances refetch whenever the MemberDetails tag is invalidated
  // (a profile update, a purchase) and are ready when the menu opens.
  useGetMemberDetailsQuery(undefined, { skip: !showBalances });
  const { request, want } = useDeferredMenu();

  if (!showBalances && !walletPassActive) return null;
  const label = t('navbar.wallet');

  const placeholder = (
    <WalletButton
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
        <WalletMenuContent
          label={label}
          showBalances={showBalances}
          walletPassActive={walletPassActive}
          defaultOpen={request.open}
          restoreFocus={request.restoreFocus}
        />
      ) : (
        placeholder
      )}
    </Suspense>
  );
}
