import { SubscriptionScreen } from '@/features/subscription/components/subscription-screen';

/** `/member/subscription`: the member's paid membership and the plans on sale. */
export default function SubscriptionPage() {
  return <SubscriptionScreen />;
}
