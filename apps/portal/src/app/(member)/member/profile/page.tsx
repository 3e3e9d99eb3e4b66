import { redirect } from 'next/navigation';
import { getMemberSession } from '@/server/auth/member-session';
import { signInRedirectPath } from '@/server/request-path';
import { ProfileScreen } from './profile-screen';

/** `/member/profile`: details, balances, profile update, feedback and Logout. */
export default async function ProfilePage() {
  const session = await getMemberSession();
  if (!session) redirect(signInRedirectPath('/member/profile'));
  return <ProfileScreen member={session.claims} />;
}
