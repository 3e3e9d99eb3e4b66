'use client';

import { useRouter } from 'next/navigation';
import { useTranslation } from '@/i18n/react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toBcp47 } from '@/lib/locale';
import { useGetSubscriptionsQuery, useTestCheckoutMutation } from '../api/subscriptions';
import { formatPrice, intervalKey, subscriptionErrorKey } from '../price';
import { isolate } from './subscription-screen';

/** Only this portal's own pages: a return address on another origin falls back to the membership page. */
function sameOriginPath(returnUrl: string): string {
  try {
    const url = new URL(returnUrl, window.location.origin);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}` : '/member/subscription';
  } catch {
    return '/member/subscription';
  }
}

/**
 * `/member/subscription/checkout/{id}`: the test-mode provider's checkout. Clearly a simulation: no card, no
 * money; "Pay" makes the payment provider's events as a real payment would, "Declined card" refuses as a bank would.
 */
export function TestCheckoutScreen({ subscriptionId }: { subscriptionId: string }) {
  const { t, i18n } = useTranslation();
  const router = useRouter();
  const { data } = useGetSubscriptionsQuery(i18n.language);
  const [checkout, state] = useTestCheckoutMutation();
  const subscription = data?.subscriptions.find((candidate) => candidate.id === subscriptionId);
  const plan = data?.plans.find((candidate) => candidate.id === subscription?.planId);
  const declined = state.data?.outcome === 'declined';

  const submit = (outcome: 'pay' | 'decline') => {
    void checkout({ subscriptionId, outcome })
      .unwrap()
      .then((result) => {
        if (result.outcome === 'paid') router.push(sameOriginPath(result.returnUrl));
      })
      .catch(() => undefined);
  };

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <h1 className="text-3xl font-bold">{t('subscription.checkout.title')}</h1>
      <Alert variant="warning" data-testid="checkout-simulation">
        {t('subscription.checkout.simulation')}
      </Alert>
      {plan && (
        <div className="flex flex-col gap-1 rounded-2xl border border-border bg-surface p-6">
          <p className="text-lg font-semibold">{plan.name}</p>
          <p>
            {t(intervalKey(plan.interval), {
              price: isolate(formatPrice(plan.price, plan.currency, toBcp47(i18n.language))),
            })}
          </p>
        </div>
      )}
      {declined && <Alert variant="error">{t('subscription.checkout.declined')}</Alert>}
      {state.isError && <Alert variant="error">{t(subscriptionErrorKey(state.error))}</Alert>}
      <div className="flex flex-wrap gap-3">
        <Button disabled={state.isLoading} onClick={() => submit('pay')}>
          {t('subscription.checkout.pay')}
        </Button>
        <Button variant="outline" disabled={state.isLoading} onClick={() => submit('decline')}>
          {t('subscription.checkout.decline')}
        </Button>
      </div>
    </div>
  );
}
