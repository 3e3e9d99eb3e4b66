import { describe, expect, it } from 'vitest';
import {
  applyEvent,
  nextPeriodEnd,
  type Period,
  type SubscriptionEvent,
  type SubscriptionState,
} from './subscription-state';

const at = (day: number) => new Date(Date.UTC(2026, 0, day));
const period = (from: number, to: number): Period => ({ start: at(from), end: at(to) });

const pending: SubscriptionState = {
  status: 'pending',
  currentPeriodStart: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  cancelledAt: null,
  providerSubscriptionId: null,
  lastEventAt: 0,
};

const checkout = (created: number, providerSubscriptionId = 'sub_1'): SubscriptionEvent => ({
  kind: 'checkout.completed',
  created,
  providerSubscriptionId,
});
const paid = (created: number, p: Period, invoiceId = `in_${created}`): SubscriptionEvent => ({
  kind: 'invoice.paid',
  created,
  period: p,
  invoiceId,
});
const failed = (created: number): SubscriptionEvent => ({ kind: 'invoice.failed', created });
const updated = (
  created: number,
  providerStatus: string,
  p: Period | null,
  cancelAtPeriodEnd = false,
): SubscriptionEvent => ({
  kind: 'subscription.updated',
  created,
  providerSubscriptionId: 'sub_1',
  providerStatus,
  period: p,
  cancelAtPeriodEnd,
});
const deleted = (created: number): SubscriptionEvent => ({ kind: 'subscription.deleted', created });

/** Applies events in order; returns the final state and the period starts granted (duplicates included). */
function run(events: SubscriptionEvent[], start: SubscriptionState = pending) {
  let state = start;
  const grants: number[] = [];
  for (const event of events) {
    const result = applyEvent(state, event);
    state = result.state;
    if (result.grant && state.status !== 'cancelled') grants.push(result.grant.start.getTime());
  }
  return { state, grants };
}

describe('the subscription state machine', () => {
  it('pending → active on the first paid invoice, with its period and a grant', () => {
    const { state, grants } = run([
      checkout(10),
      paid(10, period(1, 32)),
      updated(10, 'active', period(1, 32)),
    ]);
    expect(state).toMatchObject({
      status: 'active',
      currentPeriodStart: at(1),
      currentPeriodEnd: at(32),
      providerSubscriptionId: 'sub_1',
    });
    expect(grants).toEqual([at(1).getTime()]);
  });

  it('a declined payment leaves a checkout pending; a failed renewal makes it past due, a paid one active again', () => {
    expect(run([failed(5)]).state.status).toBe('pending');
    const active = run([paid(10, period(1, 32))]).state;
    const pastDue = run([failed(20), updated(20, 'past_due', null)], active).state;
    expect(pastDue.status).toBe('past_due');
    expect(pastDue.currentPeriodEnd).toEqual(at(32));
    const renewed = run([paid(30, period(32, 60))], pastDue);
    expect(renewed.state.status).toBe('active');
    expect(renewed.state.currentPeriodEnd).toEqual(at(60));
    expect(renewed.grants).toEqual([at(32).getTime()]);
  });

  it('cancel at period end is remembered; the deletion ends it', () => {
    const active = run([paid(10, period(1, 32))]).state;
    const scheduled = run([updated(11, 'active', period(1, 32), true)], active).state;
    expect(scheduled).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    const ended = run([deleted(40)], scheduled).state;
    expect(ended).toMatchObject({ status: 'cancelled', cancelAtPeriodEnd: false });
    expect(ended.cancelledAt).toEqual(new Date(40_000));
  });

  it('a cancelled subscription stays cancelled: no later event resurrects it or grants', () => {
    const ended = run([paid(10, period(1, 32)), deleted(20)]).state;
    const after = run([paid(30, period(32, 60)), updated(31, 'active', period(32, 60)), checkout(32)], ended);
    expect(after.state).toEqual(ended);
    expect(after.grants).toEqual([]);
  });

  it('a deletion applies even when older than what was applied', () => {
    const active = run([paid(50, period(1, 32))]).state;
    expect(run([deleted(5)], active).state.status).toBe('cancelled');
  });

  it('an older event changes no status, and a period never moves backwards', () => {
    const active = run([paid(10, period(1, 32)), paid(40, period(32, 60))]).state;
    const stale = run([failed(20), updated(15, 'past_due', period(1, 32))], active).state;
    expect(stale.status).toBe('active');
    expect(stale.currentPeriodEnd).toEqual(at(60));
  });

  it('a late paid invoice still grants its own period (once per period, by the caller) without moving back', () => {
    const { state, grants } = run([paid(40, period(32, 60)), paid(10, period(1, 32))]);
    expect(state.currentPeriodEnd).toEqual(at(60));
    expect(grants.sort()).toEqual([at(1).getTime(), at(32).getTime()]);
  });

  it('an update saying active before the paid invoice arrives activates the checkout', () => {
    const { state, grants } = run([updated(12, 'active', period(1, 32)), paid(10, period(1, 32))]);
    expect(state.status).toBe('active');
    expect(grants).toEqual([at(1).getTime()]);
  });

  it("learns the provider's subscription id from whichever event names it first, whatever its age", () => {
    const fromUpdate = run([updated(12, 'active', period(1, 32)), checkout(10, 'sub_9')]);
    expect(fromUpdate.state.providerSubscriptionId).toBe('sub_1');
    const late = run([paid(12, period(1, 32)), checkout(10, 'sub_9')]).state;
    expect(late.providerSubscriptionId).toBe('sub_9');
  });

  it('an update saying canceled cancels', () => {
    const active = run([paid(10, period(1, 32))]).state;
    expect(run([updated(20, 'canceled', null)], active).state.status).toBe('cancelled');
  });
});

/** A small deterministic generator (mulberry32), so a failing order can be replayed from its seed. */
function random(seed: number) {
  let value = seed;
  return () => {
    value = (value + 0x6d2b79f5) | 0;
    let t = Math.imul(value ^ (value >>> 15), 1 | value);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe('any delivery order, with duplicates', () => {
  // The life of one subscription as the provider emits it: paid three periods, cancelled, ended.
  const history: SubscriptionEvent[] = [
    checkout(100),
    paid(100, period(1, 32), 'in_1'),
    updated(100, 'active', period(1, 32)),
    paid(200, period(32, 60), 'in_2'),
    updated(200, 'active', period(32, 60)),
    updated(250, 'active', period(32, 60), true),
    deleted(300),
  ];

  for (let seed = 1; seed <= 200; seed += 1) {
    it(`seed ${seed}: ends cancelled, never grants a period twice nor one of after the end`, () => {
      const next = random(seed);
      const delivered = [...history, ...history.filter(() => next() < 0.3)];
      for (let i = delivered.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [delivered[i], delivered[j]] = [delivered[j]!, delivered[i]!];
      }
      // Each event id is applied once (the caller records ids); the grants are made unique by period start.
      const once = [...new Set(delivered)];
      const { state, grants } = run(once);
      expect(state.status).toBe('cancelled');
      expect(new Set(grants).size).toBe(grants.length);
      for (const grant of grants) expect([at(1).getTime(), at(32).getTime()]).toContain(grant);
    });
  }

  it('in order, every paid period is granted exactly once', () => {
    expect(run(history).grants).toEqual([at(1).getTime(), at(32).getTime()]);
  });
});

describe('nextPeriodEnd', () => {
  it('adds a calendar month or year in UTC, clamping to the month’s last day', () => {
    expect(nextPeriodEnd(new Date('2026-01-31T10:00:00Z'), 'month')).toEqual(
      new Date('2026-02-28T10:00:00Z'),
    );
    expect(nextPeriodEnd(new Date('2026-03-15T00:00:00Z'), 'month')).toEqual(
      new Date('2026-04-15T00:00:00Z'),
    );
    expect(nextPeriodEnd(new Date('2028-02-29T00:00:00Z'), 'year')).toEqual(new Date('2029-02-28T00:00:00Z'));
  });
});
