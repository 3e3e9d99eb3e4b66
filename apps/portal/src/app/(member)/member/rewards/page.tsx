import { loadRewardsParts } from '@/server/ledger-parts';
import { RewardsScreen } from './rewards-screen';

/**
 * `/member/rewards`: the member's gifts and the invite-a-friend card. What they show is read here beside the member
 * layout's session check, for the server's HTML (each part the server could not read is fetched in the browser).
 */
export default async function RewardsPage() {
  return <RewardsScreen parts={await loadRewardsParts()} />;
}
