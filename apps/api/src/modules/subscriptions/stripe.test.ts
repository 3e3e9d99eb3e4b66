import {
  apiErrorSchema,
  loyaltyApi,
  memberSubscriptionSchema,
  memberSubscriptionsSchema,
  pointsSummarySchema,
  subscribeResultSchema,
  webhookResultSchema,
  type SignInResult,
} from '@loyalty/contract';
import { members } from '@loyalty/db';
import { testDatabaseKinds } from '@loyalty/db/testing';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asMember, asService, registerMember } from '../../test-support';
import { createTestClock, startTestApi, type TestApi } from '../../testing';
import type { StripeClient } from './payment-provider';

const WEBHOOK_SECRET = 'whsec_local_test_secret_0123456789';
const RETURN_URL = 'http://localhost:3000/member/subscription';
const error = (response: { json(): unknown }) => apiErrorSchema.parse(response.json());

/** A stand-in for Stripe's client: records the calls, answers like Stripe, reaches no network. */
function localStripe() {
  const calls: { method: string; args: unknown[] }[] = [];
  let next = 0;
  const id = (prefix: string) => `${prefix}_local_${(next += 1)}`;
  const state = { unreachable: false };
  const reach = () => {
    if (state.unreachable) throw new Stripe.errors.StripeConnectionError({ message: 'connection refused' });
  };
  const client: StripeClient = {
    customers: {
      create: async (params) => {
        reach();
        calls.push({ method: 'customers.create', args: [params] });
        return { id: id('cus') };
      },
      del: async (customerId) => {
        reach();
        calls.push({ method: 'customers.del', args: [customerId] });
        return { id: customerId, deleted: true };
      },
    },
    checkout: {
      sessions: {
        create: async (params) => {
          reach();
          calls.push({ method: 'checkout.sessions.create', args: [params] });
          const sessionId = id('cs');
          return { id: sessionId, url: `https://checkout.stripe.com/c/pay/${sessionId}` };
        },
      },
    },
    subscriptions: {
      update: async (subscriptionId, params) => {
        reach();
        calls.push({ method: 'subscriptions.update', args: [subscriptionId, params] });
        return { id: subscriptionId };
      },
    },
  };
  return { client, calls, state };
}

describe.each(testDatabaseKinds())('Stripe payments (local stand-in client) on %s', (kind) => {
  let api: TestApi;
  const stripe = localStripe();
  const clock = createTestClock();
  let counter = 0;
  let eventCounter = 0;
  beforeAll(async () => {
    api = await startTestApi({
      databaseKind: kind,
      clock,
      config: { stripe: { secretKey: 'sk_test_local', webhookSecret: WEBHOOK_SECRET } },
      stripeClient: stripe.client,
    });
  });
  afterAll(() => api.close());

  const newMember = () => {
    counter += 1;
    return registerMember(api, `stripe-${counter}@example.com`);
  };
  const nowSeconds = () => Math.floor(clock().getTime() / 1000);

  const send = (payload: string, signature: string) =>
    api.app.inject({
      method: 'POST',
      url: loyaltyApi.payments.webhook.path,
      headers: { ...asService(api), 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  const signed = (payload: string, timestamp = nowSeconds()) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp });
  const deliver = async (event: object) => {
    const payload = JSON.stringify(event);
    const response = await send(payload, signed(payload));
    expect(response.statusCode, response.body).toBe(200);
    return webhookResultSchema.parse(response.json());
  };

  const event = (type: string, created: number, object: object) => ({
    id: `evt_local_${(eventCounter += 1)}`,
    object: 'event',
    type,
    created,
    data: { object },
  });
  const completed = (subscriptionId: string, created: number) =>
    event('checkout.session.completed', created, {
      id: 'cs_x',
      object: 'checkout.session',
      subscription: `sub_${subscriptionId.slice(0, 8)}`,
      metadata: { subscriptionId },
    });
  const invoicePaid = (subscriptionId: string, created: number, start: number, end: number) =>
    event('invoice.paid', created, {
      id: `in_${start}`,
      object: 'invoice',
      parent: { subscription_details: { metadata: { subscriptionId } } },
      lines: { data: [{ period: { start, end } }] },
    });
  const updated = (subscriptionId: string, created: number, status: string, cancelAtPeriodEnd: boolean) =>
    event('customer.subscription.updated', created, {
      id: `sub_${subscriptionId.slice(0, 8)}`,
      object: 'subscription',
      status,
      cancel_at_period_end: cancelAtPeriodEnd,
      metadata: { subscriptionId },
      items: { data: [] },
    });
  const deleted = (subscriptionId: string, created: number) =>
    event('customer.subscription.deleted', created, {
      id: `sub_${subscriptionId.slice(0, 8)}`,
      object: 'subscription',
      status: 'canceled',
      metadata: { subscriptionId },
    });

  const list = async (session: SignInResult) =>
    memberSubscriptionsSchema.parse(
      (
        await api.app.inject({
          method: 'GET',
          url: loyaltyApi.subscriptions.list.path,
          headers: asMember(api, session),
        })
      ).json(),
    );
  const points = async (session: SignInResult) =>
    pointsSummarySchema.parse(
      (
        await api.app.inject({
          method: 'GET',
          url: loyaltyApi.ledger.points.path,
          headers: asMember(api, session),
        })
      ).json(),
    ).points;

  async function checkout(session: SignInResult) {
    const { plans } = await list(session);
    const plan = plans.find((candidate) => candidate.interval === 'month')!;
    const response = await api.app.inject({
      method: 'POST',
      url: loyaltyApi.subscriptions.subscribe.path,
      headers: asMember(api, session),
      payload: { priceId: plan.id, returnUrl: RETURN_URL },
    });
    expect(response.statusCode, response.body).toBe(201);
    return subscribeResultSchema.parse(response.json());
  }

  it('opens a Checkout Session in subscription mode for the member’s one customer, our id in every metadata', async () => {
    const session = await newMember();
    const first = await checkout(session);
    expect(first.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_local_/);
    await checkout(session);
    const customers = stripe.calls.filter((call) => call.method === 'customers.create');
    expect(customers).toHaveLength(1);
    const [params] = stripe.calls.filter((call) => call.method === 'checkout.sessions.create')[0]!.args as [
      Stripe.Checkout.SessionCreateParams,
    ];
    expect(params).toMatchObject({
      mode: 'subscription',
      client_reference_id: first.subscriptionId,
      metadata: { subscriptionId: first.subscriptionId },
      subscription_data: { metadata: { subscriptionId: first.subscriptionId } },
      success_url: RETURN_URL,
      line_items: [
        { quantity: 1, price_data: { currency: 'usd', unit_amount: 499, recurring: { interval: 'month' } } },
      ],
    });
    const simulated = await api.app.inject({
      method: 'POST',
      url: loyaltyApi.subscriptions.testCheckout.path,
      headers: asMember(api, session),
      payload: { subscriptionId: first.subscriptionId, outcome: 'pay' },
    });
    expect(simulated.statusCode).toBe(409);
    expect(error(simulated).message).toBe('subscription.test.mode.only');
  });

  it('applies signed events in any order, each once, granting each paid period once', async () => {
    const session = await newMember();
    const { subscriptionId } = await checkout(session);
    const t = nowSeconds();
    const day = 86_400;
    const paid = invoicePaid(subscriptionId, t, t, t + 30 * day);
    // The invoice before the checkout's completion, the update in between, then every one again.
    expect(await deliver(updated(subscriptionId, t + 1, 'active', false))).toEqual({
      received: true,
      duplicate: false,
    });
    expect(await deliver(paid)).toEqual({ received: true, duplicate: false });
    expect(await deliver(completed(subscriptionId, t))).toEqual({ received: true, duplicate: false });
    expect(await deliver(paid)).toEqual({ received: true, duplicate: true });
    // The same invoice under a new event id (Stripe resends with another id): the period is granted already.
    expect((await deliver({ ...paid, id: 'evt_local_resent' })).duplicate).toBe(false);
    expect(await points(session)).toBe(50_000);
    const [active] = (await list(session)).subscriptions;
    expect(active).toMatchObject({ status: 'active', benefits: [{ points: 50_000 }] });

    // Renewal, then a stale failure from before it: still active, period not moved back.
    await deliver(invoicePaid(subscriptionId, t + 30 * day, t + 30 * day, t + 60 * day));
    await deliver(
      event('invoice.payment_failed', t + 2, {
        object: 'invoice',
        parent: { subscription_details: { metadata: { subscriptionId } } },
      }),
    );
    const [renewed] = (await list(session)).subscriptions;
    expect(renewed?.status).toBe('active');
    expect(renewed?.currentPeriodEnd).toBe(new Date((t + 60 * day) * 1000).toISOString());
    expect(await points(session)).toBe(100_000);

    // Cancel at period end asks Stripe; the deletion ends it; nothing resurrects it.
    const cancelled = await api.app.inject({
      method: 'POST',
      url: loyaltyApi.subscriptions.cancel.path,
      headers: asMember(api, session),
      payload: { subscriptionId },
    });
    expect(memberSubscriptionSchema.parse(cancelled.json())).toMatchObject({ cancelAtPeriodEnd: true });
    expect(stripe.calls.at(-1)).toEqual({
      method: 'subscriptions.update',
      args: [`sub_${subscriptionId.slice(0, 8)}`, { cancel_at_period_end: true }],
    });
    await deliver(deleted(subscriptionId, t + 60 * day));
    await deliver(invoicePaid(subscriptionId, t + 61 * day, t + 60 * day, t + 90 * day));
    await deliver(updated(subscriptionId, t + 62 * day, 'active', false));
    const [ended] = (await list(session)).subscriptions;
    expect(ended?.status).toBe('cancelled');
    expect(await points(session)).toBe(100_000);
  });

  it('refuses forged, tampered and too old signatures (400) and applies nothing', async () => {
    const session = await newMember();
    const { subscriptionId } = await checkout(session);
    const t = nowSeconds();
    const payload = JSON.stringify(invoicePaid(subscriptionId, t, t, t + 1000));
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    const tampered = payload.replace('"invoice.paid"', '"invoice.paid" ');
    const attempts = [
      send(payload, forged),
      send(tampered, signed(payload)),
      send(payload, signed(payload, t - 600)),
      send(payload, 'not a signature'),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(400);
      expect(error(response).message).toBe('payments.webhook.signature.invalid');
    }
    expect(await points(session)).toBe(0);
    expect((await list(session)).subscriptions[0]?.status).toBe('pending');
    // The very same bytes, rightly signed, are applied (the refusals stored nothing, not even the event id).
    expect((await deliver(JSON.parse(payload) as object)).duplicate).toBe(false);
    expect(await points(session)).toBe(50_000);
  });

  it('acknowledges events of other kinds and of objects it did not make', async () => {
    expect(
      await deliver(event('customer.created', nowSeconds(), { id: 'cus_1', object: 'customer' })),
    ).toEqual({
      received: true,
      duplicate: false,
    });
    expect((await deliver(deleted('00000000-0000-4000-8000-000000000000', nowSeconds()))).duplicate).toBe(
      false,
    );
  });

  it('account deletion deletes the Stripe customer first; with Stripe unreachable it answers 503 and erases nothing', async () => {
    const session = await newMember();
    await checkout(session);
    const erase = () =>
      api.app.inject({
        method: 'POST',
        url: loyaltyApi.privacy.delete.path,
        headers: asMember(api, session),
        payload: { privacyPolicy: true, rightToErasure: true, objectPersonalData: false },
      });
    stripe.state.unreachable = true;
    const refused = await erase();
    stripe.state.unreachable = false;
    expect(refused.statusCode).toBe(503);
    expect(error(refused).message).toBe('payments.provider.unavailable');
    const memberId = session.comoMemberId;
    expect(await api.db.select().from(members).where(eq(members.id, memberId))).toHaveLength(1);

    const done = await erase();
    expect(done.statusCode, done.body).toBe(200);
    expect(stripe.calls.at(-1)?.method).toBe('customers.del');
    expect(await api.db.select().from(members).where(eq(members.id, memberId))).toHaveLength(0);
  });
});
