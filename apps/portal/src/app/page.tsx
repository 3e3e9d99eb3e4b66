import { ACTIVITY_PER_PAGE } from '@/features/activity/page-size';
import { getMemberSession } from '@/server/auth/member-session';
import { loadMemberHomeParts } from '@/server/member-home-parts';
import { HomeWelcome } from './_components/home-welcome';
import { MemberHomeEntry } from './_components/member-home-entry';

/**
 * `/`: a member's home (card, next reward, gifts, messages, activity), whose tiles' data is read here beside the
 * session check (none without a session cookie; the messages tile's come with the bell's, read by the root layout);
 * guests get the welcome and sign-in.
 */
export default async function HomePage() {
  const [session, parts] = await Promise.all([
    getMemberSession(),
    loadMemberHomeParts({ activityPerPage: ACTIVITY_PER_PAGE }),
  ]);
  if (session) return <MemberHomeEntry firstName={session.claims.firstName ?? null} parts={parts} />;
  return <HomeWelcome />;
}
