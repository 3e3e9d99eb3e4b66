import { RewardsScreen } from './rewards-screen';

/** `/member/rewards` (SPEC.md section 2): the member's gifts and the invite-a-friend card. */
export default function RewardsPage() {
  return <RewardsScreen />;
}
