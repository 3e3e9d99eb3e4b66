import type { Period, SubscriptionEvent } from './subscription-state';

/**
 * Stripe events reduced to the state machine's events, with our subscription id from the metadata we put on every
 * object (checkout session, subscription, and the invoices' subscription details). Read loosely: Stripe's API
 * versions moved a few fields (the invoice's subscription, the subscription's period), so both places are read.
 */

type Json = Record<string, unknown>;

const object = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const seconds = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const idOf = (value: unknown): string | null => text(value) ?? text(object(value).id);

function periodOf(start: unknown, end: unknown): Period | null {
  const from = seconds(start);
  const to = seconds(end);
  return from !== null && to !== null && to > from
    ? { start: new Date(from * 1000), end: new Date(to * 1000) }
    : null;
}

export interface MatchedEvent {
  subscriptionId: string;
  event: SubscriptionEvent;
}

function invoiceSubscriptionId(invoice: Json): string | null {
  const details = object(object(invoice.parent).subscription_details);
  return (
    text(object(details.metadata).subscriptionId) ??
    text(object(object(invoice.subscription_details).metadata).subscriptionId) ??
    text(object(invoice.metadata).subscriptionId)
  );
}

function invoicePeriod(invoice: Json): Period | null {
  const lines = object(invoice.lines).data;
  const first = Array.isArray(lines) ? object(lines[0]) : {};
  const line = object(first.period);
  return periodOf(line.start, line.end);
}

function subscriptionPeriod(subscription: Json): Period | null {
  const items = object(subscription.items).data;
  const item = Array.isArray(items) ? object(items[0]) : {};
  return (
    periodOf(subscription.current_period_start, subscription.current_period_end) ??
    periodOf(item.current_period_start, item.current_period_end)
  );
}

/** Null for an event of another kind, or one about an object we did not make. */
export function matchStripeEvent(stripeEvent: {
  type: string;
  created: number;
  data: { object: unknown };
}): MatchedEvent | null {
  const data = object(stripeEvent.data.object);
  const created = stripeEvent.created;
  switch (stripeEvent.type) {
    case 'checkout.session.completed': {
      const subscriptionId = text(object(data.metadata).subscriptionId) ?? text(data.client_reference_id);
      if (!subscriptionId) return null;
      return {
        subscriptionId,
        event: { kind: 'checkout.completed', created, providerSubscriptionId: idOf(data.subscription) },
      };
    }
    case 'invoice.paid': {
      const subscriptionId = invoiceSubscriptionId(data);
      const period = invoicePeriod(data);
      const invoiceId = text(data.id);
      if (!subscriptionId || !period || !invoiceId) return null;
      return { subscriptionId, event: { kind: 'invoice.paid', created, period, invoiceId } };
    }
    case 'invoice.payment_failed': {
      const subscriptionId = invoiceSubscriptionId(data);
      if (!subscriptionId) return null;
      return { subscriptionId, event: { kind: 'invoice.failed', created } };
    }
    case 'customer.subscription.updated': {
      const subscriptionId = text(object(data.metadata).subscriptionId);
      if (!subscriptionId) return null;
      return {
        subscriptionId,
        event: {
          kind: 'subscription.updated',
          created,
          providerSubscriptionId: text(data.id),
          providerStatus: text(data.status) ?? '',
          period: subscriptionPeriod(data),
          cancelAtPeriodEnd: data.cancel_at_period_end === true,
        },
      };
    }
    case 'customer.subscription.deleted': {
      const subscriptionId = text(object(data.metadata).subscriptionId);
      if (!subscriptionId) return null;
      return { subscriptionId, event: { kind: 'subscription.deleted', created } };
    }
    default:
      return null;
  }
}
