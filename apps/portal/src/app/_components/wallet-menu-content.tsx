'use client';

import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuNotice,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useConfiguration } from '@/features/configuration/hooks/use-configuration';
import { balanceLine } from '@/features/profile/balances';
import { compactBalance } from '@/lib/amounts';
import { toBcp47 } from '@/lib/locale';
import { useGetMemberDetailsQuery } from '@/store/member-api';
import { WalletButton } from './wallet-button';
import { useShellState } from '@/store/shell-store';

const WalletPassDialog = lazy(() => import('@/features/wallet/components/wallet-pass-dialog'));

/** The dialog opens once the menu has closed, so the two do not fight over focus (as the identification sheet). */
const DIALOG_AFTER_MENU_MS = 100;

export interface WalletMenuContentProps {
  label: string;
  showBalances: boolean;
  walletPassActive: boolean;
  defaultOpen: boolean;
  restoreFocus: boolean;
}

export default function WalletMenuContent({
  label,
  showBalances,
  walletPassActive,
  defaultOpen,
  restoreFocus,
}: WalletMenuContentProps) {
  const { t, i18n } = useTranslation();
  const [walletDialog, setWalletDialog] = useState({ mounted: false, open: false });
  const dialogTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(dialogTimer.current), []);
  const configuration = useConfiguration();
  const direction = useShellState((state) => state.configurations.language.direction);
  const { data, isError } = useGetMemberDetailsQuery(undefined, { skip: !showBalances });
  const [open, setOpen] = useState(defaultOpen);
  const trigger = useRef<HTMLButtonElement>(null);

  useLayoutEffect(() => {
    if (restoreFocus && (document.activeElement === document.body || document.activeElement === null)) {
      trigger.current?.focus();
    }
  }, [restoreFocus]);

  const locale = toBcp47(i18n.language);
  const lines = data
    ? [
        {
          key: 'points',
          line: balanceLine(data.member.pointsBalance, {
            singular: configuration.pointName,
            plural: configuration.pointsNamePlural,
          }),
        },
        {
          key: 'credit',
          line: balanceLine(data.member.creditBalance, {
            singular: configuration.creditName,
            plural: configuration.creditNamePlural,
          }),
        },
      ]
    : [];
  const onAddToWalletPass = () => {
    window.clearTimeout(dialogTimer.current);
    dialogTimer.current = window.setTimeout(
      () => setWalletDialog({ mounted: true, open: true }),
      DIALOG_AFTER_MENU_MS,
    );
  };

  return (
    <>
      <DropdownMenu open={open} onOpenChange={setOpen} dir={direction} modal={false}>
        <DropdownMenuTrigger asChild>
          <WalletButton ref={trigger} aria-label={label} />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="min-w-52">
          {showBalances &&
            (data ? (
              lines.map(({ key, line }) => (
                // Each balance leads to the profile, which details both.
                <DropdownMenuItem key={key} asChild>
                  <a href="/member/profile" data-testid={`wallet-${key}`} className="font-semibold">
                    <bdi>{`${compactBalance(line.hundredths, locale)} ${line.unit}`}</bdi>
                  </a>
                </DropdownMenuItem>
              ))
            ) : (
              <DropdownMenuNotice>{isError ? t('general.error') : t('general.loading')}</DropdownMenuNotice>
            ))}
          {walletPassActive && (
            <DropdownMenuItem onSelect={onAddToWalletPass} data-testid="add-to-wallet-pass">
              {t('navbar.add.to.wallet.pass')}
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      {walletDialog.mounted && (
        <Suspense fallback={null}>
          <WalletPassDialog
            open={walletDialog.open}
            onOpenChange={(next) => setWalletDialog({ mounted: true, open: next })}
          />
        </Suspense>
      )}
    </>
  );
}
