import type { SubscriptionStatus } from '@loyalty/contract';

/**
 * The subscription state machine, free of I/O. Provider events arrive late, twice or out of order; the rules:
 * - a cancelled subscription stays cancelled (nothing resurrects it);
 * - an event older than the newest one applied changes no status;
 * - a period never moves backwards;
 * - a deletion always applies, whatever its age;
 * - a paid invoice asks for its period's benefits whatever its age (the caller writes them once per period).
 */

export interface SubscriptionState {
  status: SubscriptionStatus;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  cancelledAt: Date | null;
  providerSubscriptionId: string | null;
  /** Creation time (seconds) of the newest event applied. */
  lastEventAt: number;
}

export interface Period {
  start: Date;
  end: Date;
}

/** A provider event reduced to what the state machine needs; `created` in seconds. */
export type SubscriptionEvent =
  | { kind: 'checkout.completed'; created: number; providerSubscriptionId: string | null }
  | { kind: 'invoice.paid'; created: number; period: Period; invoiceId: string }
  | { kind: 'invoice.failed'; created: number }
  | {
      kind: 'subscription.updated';
      created: number;
      providerSubscriptionId: string | null;
      /** Stripe's status, as sent. */
      providerStatus: string;
      period: Period | null;
      cancelAtPeriodEnd: boolean;
    }
  | { kind: 'subscription.deleted'; created: number };

export interface Transition {
  state: SubscriptionState;
  /** A paid period whose benefits are due (granted once per period start by the caller). */
  grant: (Period & { invoiceId: string }) | null;
}

/** Stripe's subscription statuses in ours; null: no change of status. */
function statusFromProvider(providerStatus: string): SubscriptionStatus | null {
  switch (providerStatus) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
      return 'cancelled';
    default:
      return null;
  }
}

function laterPeriod(state: SubscriptionState, period: Period | null): Partial<SubscriptionState> {
  if (!period) return {};
  if (state.currentPeriodEnd && period.end.getTime() <= state.currentPeriodEnd.getTime()) return {};
  return { currentPeriodStart: period.start, currentPeriodEnd: period.end };
}

function cancelled(state: SubscriptionState, created: number): SubscriptionState {
  return {
    ...state,
    status: 'cancelled',
    cancelAtPeriodEnd: false,
    cancelledAt: state.cancelledAt ?? new Date(created * 1000),
    lastEventAt: Math.max(state.lastEventAt, created),
  };
}

export function applyEvent(current: SubscriptionState, event: SubscriptionEvent): Transition {
  if (current.status === 'cancelled') return { state: current, grant: null };
  // The provider's id is learnt from whichever event names it first, whatever its age.
  const learnt = 'providerSubscriptionId' in event ? event.providerSubscriptionId : null;
  const state = { ...current, providerSubscriptionId: current.providerSubscriptionId ?? learnt };
  if (event.kind === 'subscription.deleted') return { state: cancelled(state, event.created), grant: null };

  const grant = event.kind === 'invoice.paid' ? { ...event.period, invoiceId: event.invoiceId } : null;
  // Older than what was applied: its period may still be newer (never backwards), its status is stale.
  if (event.created < state.lastEventAt) {
    if (event.kind !== 'invoice.paid') return { state, grant: null };
    // Payment activates a checkout whatever the order its events arrive in.
    const status = state.status === 'pending' ? 'active' : state.status;
    return { state: { ...state, status, ...laterPeriod(state, event.period) }, grant };
  }
  const next: SubscriptionState = { ...state, lastEventAt: event.created };
  switch (event.kind) {
    case 'checkout.completed':
      return { state: next, grant: null };
    case 'invoice.paid':
      return { state: { ...next, status: 'active', ...laterPeriod(state, event.period) }, grant };
    case 'invoice.failed':
      return {
        state: { ...next, status: state.status === 'pending' ? 'pending' : 'past_due' },
        grant: null,
      };
    case 'subscription.updated': {
      const status = statusFromProvider(event.providerStatus);
      if (status === 'cancelled') return { state: cancelled(state, event.created), grant: null };
      return {
        state: {
          ...next,
          // A subscription not yet paid is made active by its paid invoice, not by an update.
          status:
            status === null || (state.status === 'pending' && status === 'active') ? state.status : status,
          cancelAtPeriodEnd: event.cancelAtPeriodEnd,
          ...laterPeriod(state, event.period),
        },
        grant: null,
      };
    }
  }
}

/** The period after one of a plan's interval, in UTC calendar terms (a month from 31 January ends 28/29 February). */
export function nextPeriodEnd(start: Date, interval: 'month' | 'year'): Date {
  const end = new Date(start.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  if (interval === 'month') end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}
