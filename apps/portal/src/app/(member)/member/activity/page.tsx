import { ActivityScreen } from './activity-screen';

/** `/member/activity`: balances, points and credit entries, and purchases. The member layout checks the session. */
export default function ActivityPage() {
  return <ActivityScreen />;
}
