import { MemberHome } from '@/features/home';
import { getMemberSession } from '@/server/auth/member-session';
import { MemberStoreProvider } from '@/store/member-store-provider';
import { HomeWelcome } from './_components/home-welcome';

/** `/`: a member's home (card, next reward, gifts, messages, activity); guests get the welcome and sign-in. */
export default async function HomePage() {
  const session = await getMemberSession();
  if (session) {
    return (
      <MemberStoreProvider>
        <MemberHome firstName={session.claims.firstName ?? null} />
      </MemberStoreProvider>
    );
  }
  return <HomeWelcome />;
}
