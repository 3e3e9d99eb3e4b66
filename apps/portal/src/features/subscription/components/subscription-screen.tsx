'use client';

import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import type { MemberSubscription, MemberSubscriptions, SubscriptionPlan } from '@loyalty/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { formatBalance, fromHundredths } from '@/lib/amounts';
import { unitNamesOf } from '@/lib/business-units';
import { DEFAULT_DATE_FORMAT, formatDate } from '@/lib/dates';
import { toBcp47 } from '@/lib/locale';
import { balanceUnitName } from '@/lib/unit-names';
import { useInBrowser } from '@/lib/use-in-browser';
import { useServerAnswer } from '@/store/use-server-answer';
import {
  subscriptionsAnswer,
  useCancelSubscriptionMutation,
  useGetSubscriptionsQuery,
  useSubscribeMutation,
} from '../api/subscriptions';
import { formatPrice, intervalKey, subscriptionErrorKey } from '../price';
import { useShellState } from '@/store/shell-store';

/** Isolates a value inside a translated sentence, so that "$4.99" or a date keeps its order in RTL text. */
export const isolate = (text: string) => `\u2068${text}\u2069`;

/** Where a checkout comes back to: this page. */
const RETURN_PATH = '/member/subscription';

function useFormats() {
  const { t, i18n } = useTranslation();
  const configuration = useShellState((state) => state.configurations.configuration);
  const names = unitNamesOf(configuration);
  const locale = toBcp47(i18n.language);
  const dateFormat = configuration?.dateFormat ?? DEFAULT_DATE_FORMAT;
  return {
    t,
    locale,
    points: (hundredths: number) =>
      isolate(
        `${formatBalance(hundredths, locale)} ${balanceUnitName(fromHundredths(hundredths), names.point)}`,
      ),
    date: (value: string) => isolate(formatDate(value, dateFormat)),
    price: (plan: SubscriptionPlan) => isolate(formatPrice(plan.price, plan.currency, locale)),
  };
}

function statusLine(subscription: MemberSubscription, f: ReturnType<typeof useFormats>): string {
  const { t } = f;
  const end = subscription.currentPeriodEnd ? f.date(subscription.currentPeriodEnd) : '';
  switch (subscription.status) {
    case 'pending':
      return t('subscription.status.pending');
    case 'past_due':
      return t('subscription.status.past.due');
    case 'cancelled':
      return subscription.cancelledAt
        ? t('subscription.status.ended', { date: f.date(subscription.cancelledAt) })
        : t('subscription.status.cancelled');
    case 'active':
      return subscription.cancelAtPeriodEnd
        ? t('subscription.status.ends', { date: end })
        : t('subscription.status.renews', { date: end });
  }
}

function CurrentSubscription({ subscription }: { subscription: MemberSubscription }) {
  const f = useFormats();
  const { t } = f;
  // Its sentences hold days in the browser's time zone: blank (a line kept) on the server and during hydration.
  const inBrowser = useInBrowser();
  const [confirming, setConfirming] = useState(false);
  const [cancel, cancelState] = useCancelSubscriptionMutation();
  const cancellable =
    subscription.status !== 'cancelled' &&
    subscription.status !== 'pending' &&
    !subscription.cancelAtPeriodEnd;
  return (
    <section
      aria-labelledby="membership-current"
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-6"
      data-testid="membership-current"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="membership-current" className="text-xl font-semibold">
          {subscription.planName}
        </h2>
        {subscription.status === 'active' && (
          <span className="rounded-full bg-primary px-3 py-1 text-sm font-semibold text-primary-foreground">
            {subscription.cardLabel}
          </span>
        )}
      </div>
      <p data-testid="membership-status" className="min-h-6">
        {inBrowser && statusLine(subscription, f)}
      </p>
      {subscription.status === 'pending' && subscription.checkoutUrl && (
        <Button asChild variant="outline" className="self-start">
          <a href={subscription.checkoutUrl}>{t('subscription.checkout.continue')}</a>
        </Button>
      )}
      {subscription.benefits.length > 0 && (
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold">{t('subscription.benefits.title')}</h3>
          <ul className="flex flex-col gap-1" data-testid="membership-benefits">
            {subscription.benefits.map((benefit) => (
              <li key={benefit.periodStart} className="min-h-6">
                {inBrowser &&
                  (benefit.giftName
                    ? t('subscription.benefit.with.gift', {
                        date: f.date(benefit.periodStart),
                        points: f.points(benefit.points),
                        gift: benefit.giftName,
                      })
                    : t('subscription.benefit', {
                        date: f.date(benefit.periodStart),
                        points: f.points(benefit.points),
                      }))}
              </li>
            ))}
          </ul>
        </div>
      )}
      {cancelState.isError && <Alert variant="error">{t(subscriptionErrorKey(cancelState.error))}</Alert>}
      {cancellable &&
        (confirming ? (
          <div className="flex flex-col gap-3 rounded-lg border border-border p-4">
            <p>{t('subscription.cancel.confirm')}</p>
            <div className="flex flex-wrap gap-3">
              <Button
                variant="outline"
                disabled={cancelState.isLoading}
                onClick={() => {
                  void cancel({ subscriptionId: subscription.id })
                    .unwrap()
                    .then(() => setConfirming(false))
                    .catch(() => undefined);
                }}
              >
                {t('subscription.cancel.yes')}
              </Button>
              <Button onClick={() => setConfirming(false)}>{t('subscription.cancel.no')}</Button>
            </div>
          </div>
        ) : (
          <Button variant="outline" className="self-start" onClick={() => setConfirming(true)}>
            {t('subscription.cancel')}
          </Button>
        ))}
    </section>
  );
}

function PlanCard({ plan, canJoin }: { plan: SubscriptionPlan; canJoin: boolean }) {
  const f = useFormats();
  const { t } = f;
  const [subscribe, state] = useSubscribeMutation();
  const join = () => {
    void subscribe({ priceId: plan.id, returnUrl: RETURN_PATH })
      .unwrap()
      .then((result) => window.location.assign(result.checkoutUrl))
      .catch(() => undefined);
  };
  return (
    <li
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-6"
      data-testid="membership-plan"
    >
      <h3 className="text-lg font-semibold">{plan.name}</h3>
      {plan.description && <p className="text-sm text-muted-foreground">{plan.description}</p>}
      {/* The price is Intl's currency format, in the server's render too: a browser whose own data writes it
          otherwise keeps the server's text rather than rendering the page again. */}
      <p className="text-base font-bold" data-testid="membership-price" suppressHydrationWarning>
        {t(intervalKey(plan.interval), { price: f.price(plan) })}
      </p>
      <p className="text-sm">
        {plan.gift
          ? t('subscription.gives.with.gift', {
              points: f.points(plan.pointsPerPeriod),
              gift: plan.gift.name,
            })
          : t('subscription.gives', { points: f.points(plan.pointsPerPeriod) })}
      </p>
      {state.isError && <Alert variant="error">{t(subscriptionErrorKey(state.error))}</Alert>}
      <Button
        className="mt-auto"
        disabled={!canJoin || state.isLoading}
        onClick={join}
        aria-label={t('subscription.join.plan', { plan: plan.name })}
      >
        {t('subscription.join')}
      </Button>
    </li>
  );
}

/**
 * `/member/subscription`: the member's membership (status, renewal, what each period gave, cancel) and the plans,
 * from the server's `answer` where it could read them (else fetched, with a placeholder meanwhile).
 */
export function SubscriptionScreen({ answer }: { answer?: MemberSubscriptions | null }) {
  const { t, i18n } = useTranslation();
  useServerAnswer(() => answer && subscriptionsAnswer(i18n.language, answer));
  const { data, isError, isLoading } = useGetSubscriptionsQuery(i18n.language);
  const current = data?.subscriptions[0];
  const running = current && (current.status === 'active' || current.status === 'past_due');
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{t('subscription.title')}</h1>
        <p className="text-muted-foreground">{t('subscription.intro')}</p>
      </div>
      {data?.testMode && (
        <Alert variant="info" persistent>
          {t('subscription.test.mode')}
        </Alert>
      )}
      {isError && <Alert variant="error">{t('general.error')}</Alert>}
      {isLoading && <div aria-busy="true" className="h-40 animate-pulse rounded-2xl bg-foreground/10" />}
      {current && <CurrentSubscription subscription={current} />}
      {data && (
        <section aria-labelledby="membership-plans" className="flex flex-col gap-4">
          <h2 id="membership-plans" className="text-xl font-semibold">
            {t('subscription.plans.title')}
          </h2>
          {data.plans.length === 0 ? (
            <p>{t('subscription.plans.none')}</p>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2">
              {data.plans.map((plan) => (
                <PlanCard key={plan.id} plan={plan} canJoin={!running} />
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
