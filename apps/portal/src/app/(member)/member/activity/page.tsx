import { ACTIVITY_PER_PAGE } from '@/features/activity/page-size';
import { loadActivityParts } from '@/server/ledger-parts';
import { ActivityScreen } from './activity-screen';

/**
 * `/member/activity`: balances, points and credit entries, and purchases. The member layout checks the session;
 * what the page shows is read here beside it, for the server's HTML (each part the server could not read is fetched
 * in the browser).
 */
export default async function ActivityPage() {
  return <ActivityScreen parts={await loadActivityParts(ACTIVITY_PER_PAGE)} />;
}
