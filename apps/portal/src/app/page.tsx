import { getMemberSession } from '@/server/auth/member-session';
import { HomeWelcome } from './_components/home-welcome';
import { MemberHomeEntry } from './_components/member-home-entry';

/** `/`: a member's home (card, next reward, gifts, messages, activity); guests get the welcome and sign-in. */
export default async function HomePage() {
  const session = await getMemberSession();
  if (session) return <MemberHomeEntry firstName={session.claims.firstName ?? null} />;
  return <HomeWelcome />;
}
