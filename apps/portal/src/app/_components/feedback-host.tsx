'use client';

import dynamic from 'next/dynamic';
import { useSession } from '@/lib/member-session';
import { setPanel, useShellState, useShellStore } from '@/store/shell-store';

const FeedbackModal = dynamic(
  () => import('@/features/feedback/components/feedback-modal').then((module) => module.FeedbackModal),
  { ssr: false },
);

/**
 * The feedback form for the whole app: the drawer's contact-us line opens it on any page (chrome slice).
 * Members only: the drawer sends guests to sign-in instead.
 */
export function FeedbackHost() {
  const shell = useShellStore();
  const open = useShellState((state) => state.chrome.feedbackOpen);
  const { data: session, status } = useSession();
  if (!open || status !== 'authenticated' || !session) return null;
  return (
    <FeedbackModal
      open={open}
      onOpenChange={(next) => setPanel(shell, 'feedbackOpen', next)}
      defaultEmail={session.user.email ?? null}
    />
  );
}
