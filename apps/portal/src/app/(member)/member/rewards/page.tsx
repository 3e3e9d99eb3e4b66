import { RewardsScreen } from './rewards-screen';

/** `/member/rewards`: the member's gifts and the invite-a-friend card. */
export default function RewardsPage() {
  return <RewardsScreen />;
}
