import { TestCheckoutScreen } from '@/features/subscription/components/test-checkout-screen';

/** `/member/subscription/checkout/{id}`: the simulated checkout of the test-mode payment provider. */
export default async function TestCheckoutPage({ params }: { params: Promise<{ subscriptionId: string }> }) {
  const { subscriptionId } = await params;
  return <TestCheckoutScreen subscriptionId={subscriptionId} />;
}
