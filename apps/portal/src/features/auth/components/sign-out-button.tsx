'use client';

import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/ui/button';
import { signOutMember } from '../sign-out-member';

/** Logout, for pages; the avatar menu has its own entry. */
export function SignOutButton() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outline"
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={() => {
        setBusy(true);
        void signOutMember().catch(() => setBusy(false));
      }}
    >
      {t('navbar.logout')}
    </Button>
  );
}
