'use client';

import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import type { SessionClaims } from '@loyalty/contract';
import type { ProfileParts } from '@/server/profile-parts';
import { Button } from '@/components/ui/button';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { signOutMember } from '@/features/auth/sign-out-member';
import { MemberCard } from '@/features/home/components/member-card';
import { ProfileSummary } from '@/features/profile/components/profile-summary';
import { lazyBeside } from '@/lib/lazy-beside';

// The devices card, the membership badge and the business's menu entries: their code loads beside the page's, not in
// its first load. Their data comes with the page (the server renders them; hydration keeps that markup until the code
// has arrived), or, where the server's call failed, they fetch it after hydration.
const DevicesCard = lazyBeside(import('@/features/sessions'), 'DevicesCard');
const MembershipBadge = lazyBeside(
  import('@/features/subscription/components/membership-badge'),
  'MembershipBadge',
);
const ProfileMenuLinks = lazyBeside(import('@/features/navigation'), 'ProfileMenuLinks');

// Loaded when the member first opens it.
const FeedbackModal = lazy(() =>
  import('@/features/feedback/components/feedback-modal').then((module) => ({
    default: module.FeedbackModal,
  })),
);

export interface ProfileScreenProps {
  member: SessionClaims;
  parts: ProfileParts;
  /** The links to the loyalty pages (server markup), under the summary. */
  links: ReactNode;
  /** Where the page already links: the business's menu entries to those are left out. */
  linkedPaths: string[];
}

/** The profile page's client part: the summary, and the feedback form modal over it. */
export function ProfileScreen({ member, parts, links, linkedPaths }: ProfileScreenProps) {
  const { t } = useTranslation();
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  return (
    <>
      <ProfileSummary
        member={member}
        card={<MemberCard firstName={member.firstName} headingLevel="h2" />}
        badge={
          <Suspense fallback={null}>
            <MembershipBadge initial={parts.subscriptions} />
          </Suspense>
        }
        actions={
          <>
            <Button variant="outline" onClick={() => setFeedbackOpen(true)}>
              {t('profile-page.feedback.open')}
            </Button>
            <SignOutButton />
          </>
        }
      />
      {links}
      <Suspense fallback={null}>
        <ProfileMenuLinks shownPaths={linkedPaths} initialItems={parts.navigationItems} />
      </Suspense>
      <Suspense fallback={null}>
        <DevicesCard initial={parts.sessions} onSignedOutHere={() => void signOutMember()} />
      </Suspense>
      {feedbackOpen && (
        <Suspense fallback={null}>
          <FeedbackModal open={feedbackOpen} onOpenChange={setFeedbackOpen} defaultEmail={member.email} />
        </Suspense>
      )}
    </>
  );
}
