import { SubscriptionScreen } from '@/features/subscription/components/subscription-screen';
import { loadSubscriptions } from '@/server/subscription-part';

/** `/member/subscription`: the member's paid membership and the plans on sale, read while the page renders. */
export default async function SubscriptionPage() {
  return <SubscriptionScreen answer={await loadSubscriptions()} />;
}
