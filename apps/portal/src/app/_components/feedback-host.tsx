'use client';

import { lazy, Suspense } from 'react';
import { useSession } from '@/lib/member-session';
import { setPanel, useShellState, useShellStore } from '@/store/shell-store';

// React.lazy, not next/dynamic: shown only once opened (never on the server), and next/dynamic's loader would
// come with every page.
const FeedbackModal = lazy(() =>
  import('@/features/feedback/components/feedback-modal').then((module) => ({
    default: module.FeedbackModal,
  })),
);

/**
 * The feedback form for the whole app: the drawer's contact-us line opens it on any page (the shell state's
 * chrome area).
 * Members only: the drawer sends guests to sign-in instead.
 */
export function FeedbackHost() {
  const shell = useShellStore();
  const open = useShellState((state) => state.chrome.feedbackOpen);
  const { data: session, status } = useSession();
  if (!open || status !== 'authenticated' || !session) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackModal
        open={open}
        onOpenChange={(next) => setPanel(shell, 'feedbackOpen', next)}
        defaultEmail={session.user.email ?? null}
      />
    </Suspense>
  );
}
