import { redirect } from 'next/navigation';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { ProfileSummary } from '@/features/profile/components/profile-summary';
import { getMemberSession } from '@/server/auth/member-session';
import { signInRedirectPath } from '@/server/request-path';

/** `/member/profile` (SPEC.md section 2): the member's name and e-mail for now; issue 4 builds the rest. */
export default async function ProfilePage() {
  const session = await getMemberSession();
  if (!session) redirect(signInRedirectPath('/member/profile'));
  return <ProfileSummary member={session.claims} actions={<SignOutButton />} />;
}
