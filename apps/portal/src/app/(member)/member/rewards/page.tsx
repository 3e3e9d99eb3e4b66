import { loadGifts } from '@/server/ledger-parts';
import { RewardsScreen } from './rewards-screen';

/**
 * `/member/rewards`: the member's gifts and the invite-a-friend card. The gifts are read here beside the member
 * layout's session check, for the server's HTML (the browser fetches them when that call fails).
 */
export default async function RewardsPage() {
  return <RewardsScreen gifts={await loadGifts()} />;
}
