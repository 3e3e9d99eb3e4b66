'use client';

import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { signOutMember } from '../sign-out-member';
import { AvatarButton } from './avatar-button';
import { useShellState } from '@/store/shell-store';

export interface AccountMenuContentProps {
  initials: string;
  label: string;
  defaultOpen: boolean;
  restoreFocus: boolean;
  onIdentify?: () => void;
  onInstall: (() => void) | null;
}

/** The identification dialog opens 100 ms after the menu has closed. */
const IDENTIFICATION_OPEN_DELAY_MS = 100;

/**
 * The avatar menu: Profile; Identification (when the business shows it); Add to home
 * screen (when the browser can prompt it); Logout. Loaded on first intent, like the language menu.
 */
export default function AccountMenuContent({
  initials,
  label,
  defaultOpen,
  restoreFocus,
  onIdentify,
  onInstall,
}: AccountMenuContentProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  const trigger = useRef<HTMLButtonElement>(null);
  const direction = useShellState((state) => state.configurations.language.direction);

  useLayoutEffect(() => {
    if (restoreFocus && (document.activeElement === document.body || document.activeElement === null)) {
      trigger.current?.focus();
    }
  }, [restoreFocus]);

  return (
    <DropdownMenu open={open} onOpenChange={setOpen} dir={direction} modal={false}>
      <DropdownMenuTrigger asChild>
        <AvatarButton ref={trigger} initials={initials} aria-label={label} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <a href="/member/profile">{t('navbar.profile')}</a>
        </DropdownMenuItem>
        {onIdentify && (
          <DropdownMenuItem
            // The sheet waits for the menu to close, so the two never fight over focus.
            onSelect={() => window.setTimeout(onIdentify, IDENTIFICATION_OPEN_DELAY_MS)}
          >
            {t('navbar.identification')}
          </DropdownMenuItem>
        )}
        {onInstall && <DropdownMenuItem onSelect={onInstall}>{t('navbar.add.to.home')}</DropdownMenuItem>}
        <DropdownMenuItem onSelect={() => void signOutMember()}>{t('navbar.logout')}</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
