import { redirect } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { getMemberSession } from '@/server/auth/member-session';
import { getPageTranslator } from '@/server/page-translator';
import { loadProfileParts } from '@/server/profile-parts';
import { signInRedirectPath } from '@/server/request-path';
import { ProfileScreen } from './profile-screen';

const PROFILE_PATH = '/member/profile';

const loyaltyLinks = [
  ['/member/shop', 'profile.links.shop'],
  ['/member/rewards', 'profile.links.rewards'],
  ['/member/activity', 'profile.links.activity'],
] as const;

/**
 * `/member/profile`: details, balances, profile update, feedback, devices and Logout. The devices, the membership
 * badge and the business's menu entries are rendered here on the server too (each part fetches its own in the
 * browser when its call failed); the links to the loyalty pages are plain server markup.
 */
export default async function ProfilePage() {
  const [session, parts, t] = await Promise.all([
    getMemberSession(),
    loadProfileParts(),
    getPageTranslator(),
  ]);
  if (!session) redirect(signInRedirectPath(PROFILE_PATH));
  const links = (
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
  );
  return (
    <ProfileScreen
      member={session.claims}
      parts={parts}
      links={links}
      linkedPaths={[PROFILE_PATH, ...loyaltyLinks.map(([href]) => href)]}
    />
  );
}
