import {
  adminSubscriptionPlanSchema,
  adminSubscriptionSchema,
  apiErrorSchema,
  giftsSchema,
  loyaltyApi,
  memberSubscriptionSchema,
  memberSubscriptionsSchema,
  pathOf,
  pointsSummarySchema,
  subscribeResultSchema,
  testCheckoutResultSchema,
  type SignInResult,
} from '@loyalty/contract';
import { DEMO_BUSINESS_ID, NORTHWIND_BUSINESS_ID, ledgerEntries, subscriptionBenefits } from '@loyalty/db';
import { testDatabaseKinds } from '@loyalty/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asAdmin,
  asMember,
  asService,
  registerMember,
  signInDemoMembers,
  type DemoSessions,
} from '../../test-support';
import { createTestClock, startTestApi, type TestApi } from '../../testing';

const error = (response: { json(): unknown }) => apiErrorSchema.parse(response.json());
const RETURN_URL = 'http://localhost:3000/member/subscription';
const DAY = 86_400;

describe.each(testDatabaseKinds())('paid memberships with the test-mode provider on %s', (kind) => {
  let api: TestApi;
  let sessions: DemoSessions;
  const clock = createTestClock();
  let counter = 0;
  beforeAll(async () => {
    api = await startTestApi({ databaseKind: kind, clock });
    sessions = await signInDemoMembers(api);
  });
  afterAll(() => api.close());

  const newMember = () => {
    counter += 1;
    return registerMember(api, `subscriber-${counter}@example.com`);
  };

  const list = async (session: SignInResult, lang = 'en') => {
    const response = await api.app.inject({
      method: 'GET',
      url: `${loyaltyApi.subscriptions.list.path}?lang=${lang}`,
      headers: asMember(api, session),
    });
    expect(response.statusCode, response.body).toBe(200);
    return memberSubscriptionsSchema.parse(response.json());
  };
  const subscribe = (session: SignInResult, priceId: string, returnUrl = RETURN_URL) =>
    api.app.inject({
      method: 'POST',
      url: loyaltyApi.subscriptions.subscribe.path,
      headers: asMember(api, session),
      payload: { priceId, returnUrl },
    });
  const checkout = (session: SignInResult, subscriptionId: string, outcome: 'pay' | 'decline') =>
    api.app.inject({
      method: 'POST',
      url: loyaltyApi.subscriptions.testCheckout.path,
      headers: asMember(api, session),
      payload: { subscriptionId, outcome },
    });
  const cancel = (session: SignInResult, subscriptionId: string) =>
    api.app.inject({
      method: 'POST',
      url: loyaltyApi.subscriptions.cancel.path,
      headers: asMember(api, session),
      payload: { subscriptionId },
    });
  const renew = (
    subscriptionId: string,
    outcome: 'paid' | 'failed' = 'paid',
    businessId = DEMO_BUSINESS_ID,
  ) =>
    api.app.inject({
      method: 'POST',
      url: pathOf(loyaltyApi.admin.subscriptions.testRenew, { businessId, subscriptionId }),
      headers: asAdmin(api),
      payload: { outcome },
    });
  const points = async (session: SignInResult) => {
    const response = await api.app.inject({
      method: 'GET',
      url: loyaltyApi.ledger.points.path,
      headers: asMember(api, session),
    });
    return pointsSummarySchema.parse(response.json()).points;
  };
  const gifts = async (session: SignInResult) => {
    const response = await api.app.inject({
      method: 'GET',
      url: loyaltyApi.gifts.list.path,
      headers: asMember(api, session),
    });
    return giftsSchema.parse(response.json()).gifts;
  };
  const monthlyPlan = async (session: SignInResult) => {
    const plan = (await list(session)).plans.find((candidate) => candidate.interval === 'month');
    if (!plan) throw new Error('no monthly demo plan');
    return plan;
  };

  async function paidSubscription(session: SignInResult) {
    const plan = await monthlyPlan(session);
    const started = await subscribe(session, plan.id);
    expect(started.statusCode, started.body).toBe(201);
    const { subscriptionId } = subscribeResultSchema.parse(started.json());
    const paid = await checkout(session, subscriptionId, 'pay');
    expect(paid.statusCode, paid.body).toBe(200);
    return { plan, subscriptionId };
  }

  it("lists the business's plans in the member's language, and none of another business", async () => {
    const beanLeaf = await list(sessions.demo);
    expect(beanLeaf.testMode).toBe(true);
    expect(beanLeaf.plans.map((plan) => [plan.name, plan.price, plan.currency, plan.interval])).toEqual([
      ['Bean Club', 499, 'USD', 'month'],
      ['Bean Club Annual', 4990, 'USD', 'year'],
    ]);
    const northwind = await list(sessions.northwind, 'he');
    expect(northwind.plans.map((plan) => [plan.name, plan.currency])).toEqual([['מועדון הקוראים', 'ILS']]);
    expect((await list(sessions.demo, 'es')).plans[0]?.name).toBe('Club del Grano');
  });

  it('refuses an unknown price, another business’s price and an inactive plan (404), storing nothing', async () => {
    const session = await newMember();
    const northwindPlan = (await list(sessions.northwind)).plans[0]!;
    for (const priceId of ['price_123', '00000000-0000-4000-8000-000000000000', northwindPlan.id]) {
      const response = await subscribe(session, priceId);
      expect(response.statusCode).toBe(404);
      expect(error(response).message).toBe('subscription.plan.not.found');
    }
    const created = await api.app.inject({
      method: 'POST',
      url: pathOf(loyaltyApi.admin.subscriptions.createPlan, { businessId: DEMO_BUSINESS_ID }),
      headers: asAdmin(api),
      payload: {
        texts: { en: { name: 'Retired', cardLabel: 'Old' } },
        price: 100,
        currency: 'usd',
        interval: 'month',
        active: false,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const retired = adminSubscriptionPlanSchema.parse(created.json());
    expect(retired.currency).toBe('USD');
    expect((await subscribe(session, retired.id)).statusCode).toBe(404);
    expect((await list(session)).subscriptions).toEqual([]);
  });

  it('pays through the simulated checkout: a declined card keeps it pending, payment grants points and the gift once', async () => {
    const session = await newMember();
    const plan = await monthlyPlan(session);
    const started = subscribeResultSchema.parse((await subscribe(session, plan.id)).json());
    expect(started.checkoutUrl).toBe(`/member/subscription/checkout/${started.subscriptionId}`);

    const declined = testCheckoutResultSchema.parse(
      (await checkout(session, started.subscriptionId, 'decline')).json(),
    );
    expect(declined).toEqual({ outcome: 'declined', returnUrl: RETURN_URL });
    expect((await list(session)).subscriptions[0]?.status).toBe('pending');
    expect(await points(session)).toBe(0);

    const paid = testCheckoutResultSchema.parse(
      (await checkout(session, started.subscriptionId, 'pay')).json(),
    );
    expect(paid.outcome).toBe('paid');
    // Paying twice (a double click) grants nothing more.
    expect((await checkout(session, started.subscriptionId, 'pay')).statusCode).toBe(200);

    const [subscription] = (await list(session)).subscriptions;
    expect(subscription).toMatchObject({
      status: 'active',
      cardLabel: 'Bean Club',
      cancelAtPeriodEnd: false,
    });
    expect(subscription?.benefits).toHaveLength(1);
    expect(subscription?.benefits[0]).toMatchObject({ points: 50_000, giftName: 'Free pastry' });
    expect(await points(session)).toBe(50_000);
    expect((await gifts(session)).filter((gift) => gift.name === 'Free pastry')).toHaveLength(1);
    const entries = await api.db
      .select()
      .from(ledgerEntries)
      .where(
        and(eq(ledgerEntries.entityId, started.subscriptionId), eq(ledgerEntries.operation, 'subscription')),
      );
    expect(entries.map((entry) => Number(entry.amount))).toEqual([50_000]);
  });

  it('renews each period once, goes past due on a failed payment and back, and totals add up', async () => {
    const session = await newMember();
    const { subscriptionId } = await paidSubscription(session);
    clock.advance(31 * DAY);
    expect((await renew(subscriptionId)).statusCode).toBe(200);
    const failed = adminSubscriptionSchema.parse((await renew(subscriptionId, 'failed')).json());
    expect(failed.status).toBe('past_due');
    const back = adminSubscriptionSchema.parse((await renew(subscriptionId)).json());
    expect(back).toMatchObject({ status: 'active', periodsPaid: 3 });
    expect(await points(session)).toBe(3 * 50_000);
    const benefits = await api.db
      .select()
      .from(subscriptionBenefits)
      .where(eq(subscriptionBenefits.subscriptionId, subscriptionId));
    expect(new Set(benefits.map((row) => row.periodStart.getTime())).size).toBe(3);
  });

  it('the housekeeping run renews what is due', async () => {
    const session = await newMember();
    const { subscriptionId } = await paidSubscription(session);
    clock.advance(32 * DAY);
    expect(await api.app.subscriptions.renewDueTestSubscriptions()).toBeGreaterThanOrEqual(1);
    const [subscription] = (await list(session)).subscriptions;
    expect(subscription?.id).toBe(subscriptionId);
    expect(subscription?.benefits).toHaveLength(2);
  });

  it('cancels at period end (idempotent), then ends at the renewal and grants nothing more', async () => {
    const session = await newMember();
    const { subscriptionId } = await paidSubscription(session);
    const first = memberSubscriptionSchema.parse((await cancel(session, subscriptionId)).json());
    expect(first).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    const again = memberSubscriptionSchema.parse((await cancel(session, subscriptionId)).json());
    expect(again).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    clock.advance(32 * DAY);
    await api.app.subscriptions.renewDueTestSubscriptions();
    const [ended] = (await list(session)).subscriptions;
    expect(ended).toMatchObject({ status: 'cancelled' });
    expect(ended?.benefits).toHaveLength(1);
    expect(await points(session)).toBe(50_000);
    expect((await renew(subscriptionId)).statusCode).toBe(409);
    // Once ended, the member may join again.
    const plan = await monthlyPlan(session);
    expect((await subscribe(session, plan.id)).statusCode).toBe(201);
  });

  it("refuses another member's subscription (404) and a second membership while one runs (409)", async () => {
    const owner = await newMember();
    const { subscriptionId, plan } = await paidSubscription(owner);
    const other = await newMember();
    expect((await cancel(other, subscriptionId)).statusCode).toBe(404);
    expect((await checkout(other, subscriptionId, 'pay')).statusCode).toBe(404);
    const again = await subscribe(owner, plan.id);
    expect(again.statusCode).toBe(409);
    expect(error(again).message).toBe('subscription.already.subscribed');
  });

  it('a new checkout replaces an unfinished one; at most 10 checkouts an hour', async () => {
    const session = await newMember();
    const plan = await monthlyPlan(session);
    const first = subscribeResultSchema.parse((await subscribe(session, plan.id)).json());
    const second = subscribeResultSchema.parse((await subscribe(session, plan.id)).json());
    const shown = (await list(session)).subscriptions;
    expect(shown.map((row) => [row.id, row.status])).toEqual([[second.subscriptionId, 'pending']]);
    // The replaced checkout cannot be paid any more.
    expect((await checkout(session, first.subscriptionId, 'pay')).statusCode).toBe(404);
    for (let i = 2; i < 10; i += 1) expect((await subscribe(session, plan.id)).statusCode).toBe(201);
    const refused = await subscribe(session, plan.id);
    expect(refused.statusCode).toBe(429);
    expect(error(refused).message).toBe('subscription.checkout.throttled');
  });

  it('refuses a webhook with no or a forged signature (400) and stores nothing', async () => {
    const payload = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'invoice.paid',
      created: 1,
      data: { object: {} },
    });
    for (const signature of [undefined, 't=1,v1=deadbeef']) {
      const response = await api.app.inject({
        method: 'POST',
        url: loyaltyApi.payments.webhook.path,
        headers: {
          ...asService(api),
          'content-type': 'application/json',
          ...(signature ? { 'stripe-signature': signature } : {}),
        },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(error(response).message).toBe('payments.webhook.signature.invalid');
    }
    const unauthenticated = await api.app.inject({
      method: 'POST',
      url: loyaltyApi.payments.webhook.path,
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unauthenticated.statusCode).toBe(401);
  });

  it('admin plans: list, update texts and benefits; price, currency and interval cannot change', async () => {
    const listed = await api.app.inject({
      method: 'GET',
      url: pathOf(loyaltyApi.admin.subscriptions.plans, { businessId: NORTHWIND_BUSINESS_ID }),
      headers: asAdmin(api),
    });
    const plan = listed.json().items[0] as { id: string };
    const url = pathOf(loyaltyApi.admin.subscriptions.updatePlan, {
      businessId: NORTHWIND_BUSINESS_ID,
      planId: plan.id,
    });
    const refused = await api.app.inject({
      method: 'PATCH',
      url,
      headers: asAdmin(api),
      payload: { price: 1 },
    });
    expect(refused.statusCode).toBe(400);
    const updated = await api.app.inject({
      method: 'PATCH',
      url,
      headers: asAdmin(api),
      payload: { pointsPerPeriod: 40_000 },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(adminSubscriptionPlanSchema.parse(updated.json())).toMatchObject({
      pointsPerPeriod: 40_000,
      price: 2900,
    });
    const otherBusiness = await api.app.inject({
      method: 'PATCH',
      url: pathOf(loyaltyApi.admin.subscriptions.updatePlan, {
        businessId: DEMO_BUSINESS_ID,
        planId: plan.id,
      }),
      headers: asAdmin(api),
      payload: { active: false },
    });
    expect(otherBusiness.statusCode).toBe(404);
  });
});
