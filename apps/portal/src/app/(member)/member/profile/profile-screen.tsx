'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionClaims } from '@loyalty/contract';
import { Button } from '@/components/ui/button';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { ProfileSummary } from '@/features/profile/components/profile-summary';

// Loaded when the member first opens it.
const FeedbackModal = dynamic(
  () => import('@/features/feedback/components/feedback-modal').then((module) => module.FeedbackModal),
  { ssr: false },
);

/** The profile page's client part: the summary, and the feedback form modal over it (SPEC.md section 2). */
export function ProfileScreen({ member }: { member: SessionClaims }) {
  const { t } = useTranslation();
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  return (
    <>
      <ProfileSummary
        member={member}
        actions={
          <>
            <Button variant="outline" onClick={() => setFeedbackOpen(true)}>
              {t('profile-page.feedback.open')}
            </Button>
            <SignOutButton />
          </>
        }
      />
      {feedbackOpen && (
        <FeedbackModal open={feedbackOpen} onOpenChange={setFeedbackOpen} defaultEmail={member.email} />
      )}
    </>
  );
}
