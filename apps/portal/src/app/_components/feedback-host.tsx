'use client';

import dynamic from 'next/dynamic';
import { useSession } from '@/lib/member-session';
import { setFeedbackOpen } from '@/store/chrome-slice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';

const FeedbackModal = dynamic(
  () => import('@/features/feedback/components/feedback-modal').then((module) => module.FeedbackModal),
  { ssr: false },
);

/**
 * The feedback form for the whole app: the drawer's contact-us line opens it on any page (chrome slice).
 * Members only: the drawer sends guests to sign-in instead.
 */
export function FeedbackHost() {
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => state.chrome.feedbackOpen);
  const { data: session, status } = useSession();
  if (!open || status !== 'authenticated' || !session) return null;
  return (
    <FeedbackModal
      open={open}
      onOpenChange={(next) => dispatch(setFeedbackOpen(next))}
      defaultEmail={session.user.email ?? null}
    />
  );
}
