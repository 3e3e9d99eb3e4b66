'use client';

import { useSession } from '@/lib/member-session';
import { useTranslation } from '@/i18n/react';
import type { DeletionRequest } from '@loyalty/contract';
import { showToast } from '@/components/ui/toast-store';
import { signOutMember } from '@/features/auth/sign-out-member';
import { useDeleteMemberMutation } from '@/features/privacy/api/delete-member';
import { LegalPanel } from '@/features/privacy/components/legal-panel';
import { setPanel, useShellState, useShellStore } from '@/store/shell-store';

/** The success toast shows this long before the sign-out's page load replaces everything. */
const DELETION_SIGN_OUT_DELAY_MS = 2000;

/**
 * The legal and data panel for the whole app, opened from the drawer (the shell state's chrome area). Its code
 * loads on first opening. A deletion ends with the success toast and the member signed out.
 */
export default function LegalPanelHost() {
  const { t } = useTranslation();
  const shell = useShellStore();
  const open = useShellState((state) => state.chrome.legalPanelOpen);
  const { data: session, status } = useSession();
  const [deleteMember] = useDeleteMemberMutation();

  const onDelete = async (request: DeletionRequest): Promise<boolean> => {
    const deleted = await deleteMember(request).then(
      (result) => result.ok,
      () => false,
    );
    if (!deleted) return false;
    setPanel(shell, 'legalPanelOpen', false);
    showToast({
      title: t('registration.success.title'),
      description: t('force.logout.success'),
      variant: 'success',
      durationMs: DELETION_SIGN_OUT_DELAY_MS + 1000,
    });
    window.setTimeout(() => void signOutMember(), DELETION_SIGN_OUT_DELAY_MS);
    return true;
  };

  if (!open) return null;
  return (
    <LegalPanel
      open={open}
      onOpenChange={(next) => setPanel(shell, 'legalPanelOpen', next)}
      isMember={status === 'authenticated'}
      memberEmail={session?.user.email ?? null}
      onDelete={onDelete}
    />
  );
}
