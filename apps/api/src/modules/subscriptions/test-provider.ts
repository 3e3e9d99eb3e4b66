import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './payment-provider';
import type { Period } from './subscription-state';

/**
 * The test-mode payment provider: no network, no money. Checkout is a portal page (clearly labelled a
 * simulation); the events it makes are Stripe's own format, signed with Stripe's scheme under a secret derived
 * from the service token, and delivered to the same webhook function Stripe's events reach.
 */

const randomId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The portal page of a simulated checkout. */
const testCheckoutPath = (subscriptionId: string) => `/member/subscription/checkout/${subscriptionId}`;

export function createTestProvider(
  webhookSecret: string,
  onCancelAtPeriodEnd: (providerSubscriptionId: string) => Promise<void>,
): PaymentProvider {
  return {
    name: 'test',
    webhookSecret,
    createCustomer: async () => randomId('cus'),
    deleteCustomer: async () => undefined,
    createCheckout: async ({ subscriptionId }) => ({
      sessionId: randomId('cs'),
      url: testCheckoutPath(subscriptionId),
    }),
    cancelAtPeriodEnd: onCancelAtPeriodEnd,
  };
}

export interface TestSubscription {
  id: string;
  providerSubscriptionId: string | null;
  customerId: string;
  checkoutSessionId: string | null;
  price: number;
  currency: string;
}

const event = (type: string, now: Date, object: Record<string, unknown>) => ({
  id: randomId('evt'),
  object: 'event',
  api_version: '2025-11-17.clover',
  created: seconds(now),
  livemode: false,
  pending_webhooks: 1,
  type,
  data: { object },
});

const subscriptionObject = (
  sub: TestSubscription,
  fields: { status: string; cancelAtPeriodEnd: boolean; period: Period | null },
) => ({
  id: sub.providerSubscriptionId,
  object: 'subscription',
  customer: sub.customerId,
  status: fields.status,
  cancel_at_period_end: fields.cancelAtPeriodEnd,
  metadata: { subscriptionId: sub.id },
  items: {
    object: 'list',
    data: [
      {
        object: 'subscription_item',
        current_period_start: fields.period ? seconds(fields.period.start) : null,
        current_period_end: fields.period ? seconds(fields.period.end) : null,
      },
    ],
  },
});

const invoiceObject = (sub: TestSubscription, status: string, period: Period | null) => ({
  id: randomId('in'),
  object: 'invoice',
  customer: sub.customerId,
  status,
  currency: sub.currency.toLowerCase(),
  amount_due: sub.price,
  amount_paid: status === 'paid' ? sub.price : 0,
  parent: {
    type: 'subscription_details',
    subscription_details: { subscription: sub.providerSubscriptionId, metadata: { subscriptionId: sub.id } },
  },
  lines: {
    object: 'list',
    data: period
      ? [{ object: 'line_item', period: { start: seconds(period.start), end: seconds(period.end) } }]
      : [],
  },
});

/** The events Stripe sends for a first payment: checkout completed, invoice paid, subscription active. */
export function paidCheckoutEvents(sub: TestSubscription, period: Period, now: Date) {
  return [
    event('checkout.session.completed', now, {
      id: sub.checkoutSessionId,
      object: 'checkout.session',
      mode: 'subscription',
      customer: sub.customerId,
      subscription: sub.providerSubscriptionId,
      client_reference_id: sub.id,
      metadata: { subscriptionId: sub.id },
      payment_status: 'paid',
      status: 'complete',
    }),
    event('invoice.paid', now, invoiceObject(sub, 'paid', period)),
    event(
      'customer.subscription.updated',
      now,
      subscriptionObject(sub, { status: 'active', cancelAtPeriodEnd: false, period }),
    ),
  ];
}

/** A renewal: the next period's invoice paid, or its payment failed (then the subscription is past due). */
export function renewalEvents(
  sub: TestSubscription,
  outcome: 'paid' | 'failed',
  period: Period,
  cancelAtPeriodEnd: boolean,
  now: Date,
) {
  if (outcome === 'paid') {
    return [
      event('invoice.paid', now, invoiceObject(sub, 'paid', period)),
      event(
        'customer.subscription.updated',
        now,
        subscriptionObject(sub, { status: 'active', cancelAtPeriodEnd, period }),
      ),
    ];
  }
  return [
    event('invoice.payment_failed', now, invoiceObject(sub, 'open', period)),
    event(
      'customer.subscription.updated',
      now,
      subscriptionObject(sub, { status: 'past_due', cancelAtPeriodEnd, period: null }),
    ),
  ];
}

export function cancelScheduledEvents(
  sub: TestSubscription,
  status: string,
  period: Period | null,
  now: Date,
) {
  return [
    event(
      'customer.subscription.updated',
      now,
      subscriptionObject(sub, { status, cancelAtPeriodEnd: true, period }),
    ),
  ];
}

export function deletedEvents(sub: TestSubscription, now: Date) {
  return [
    event(
      'customer.subscription.deleted',
      now,
      subscriptionObject(sub, { status: 'canceled', cancelAtPeriodEnd: false, period: null }),
    ),
  ];
}

export const newTestSubscriptionId = () => randomId('sub');
