'use client';

import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import type { SessionClaims } from '@loyalty/contract';
import { Button } from '@/components/ui/button';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { signOutMember } from '@/features/auth/sign-out-member';
import { MemberCard } from '@/features/home/components/member-card';
import { ProfileSummary } from '@/features/profile/components/profile-summary';
import { lazyBeside } from '@/lib/lazy-beside';

// The devices card, the membership badge and the business's menu entries fetch their data after hydration anyway:
// their code loads beside the page's (after a navigation inside the app they appear when it has; the devices card is
// the page's last part, so nothing moves).
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

const PROFILE_PATH = '/member/profile';

const loyaltyLinks = [
  ['/member/shop', 'profile.links.shop'],
  ['/member/rewards', 'profile.links.rewards'],
  ['/member/activity', 'profile.links.activity'],
] as const;

/** The profile page's client part: the summary, and the feedback form modal over it. */
export function ProfileScreen({ member }: { member: SessionClaims }) {
  const { t } = useTranslation();
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  return (
    <>
      <ProfileSummary
        member={member}
        card={<MemberCard firstName={member.firstName} headingLevel="h2" />}
        badge={
          <Suspense fallback={null}>
            <MembershipBadge />
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
      <nav aria-label={t('profile.links.label')} className="mx-auto mt-6 w-full max-w-xl">
        <ul className="grid gap-3 sm:grid-cols-3">
          {loyaltyLinks.map(([href, key]) => (
            <li key={href}>
              <Button asChild variant="outline" className="w-full">
                <a href={href}>{t(key)}</a>
              </Button>
            </li>
          ))}
        </ul>
      </nav>
      <Suspense fallback={null}>
        <ProfileMenuLinks shownPaths={[PROFILE_PATH, ...loyaltyLinks.map(([href]) => href)]} />
      </Suspense>
      <Suspense fallback={null}>
        <DevicesCard onSignedOutHere={() => void signOutMember()} />
      </Suspense>
      {feedbackOpen && (
        <Suspense fallback={null}>
          <FeedbackModal open={feedbackOpen} onOpenChange={setFeedbackOpen} defaultEmail={member.email} />
        </Suspense>
      )}
    </>
  );
}
