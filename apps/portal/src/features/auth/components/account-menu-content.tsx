'use client';

import Link from 'next/link';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useAppSelector } from '@/store/hooks';
import { signOutMember } from '../sign-out-member';
import { AvatarButton } from './avatar-button';

export interface AccountMenuContentProps {
  initials: string;
  label: string;
  defaultOpen: boolean;
  restoreFocus: boolean;
}

/**
 * The avatar menu (SPEC.md section 2): Profile and Logout for now; issue 4 adds Identification and
 * Add to home screen. Loaded on first intent, like the language menu.
 */
export default function AccountMenuContent({
  initials,
  label,
  defaultOpen,
  restoreFocus,
}: AccountMenuContentProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  const trigger = useRef<HTMLButtonElement>(null);
  const direction = useAppSelector((state) => state.configurations.language?.direction ?? 'ltr');

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
          <Link href="/member/profile">{t('navbar.profile')}</Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void signOutMember()}>{t('navbar.logout')}</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
