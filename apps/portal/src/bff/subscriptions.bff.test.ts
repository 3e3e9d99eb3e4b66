import { createHmac } from 'node:crypto';
import { NextRequest } from 'next/server';
import { afterAll, describe, expect, it } from 'vitest';
import { signInMember, startTestApi } from '@loyalty/api/testing';
import {
  apiErrorSchema,
  memberSubscriptionSchema,
  memberSubscriptionsSchema,
  subscribeResultSchema,
  webhookResultSchema,
} from '@loyalty/contract';
import { DEMO_BUSINESS_ID, DEMO_MEMBER_EMAIL } from '@loyalty/db';
import { pointPortalAt, portalPost, portalRequest, sessionCookie } from '@/test-utils/bff';

/** Paid memberships through the BFF against the real loyalty API, Stripe's client a local stand-in. */
const WEBHOOK_SECRET = 'whsec_bff_local_secret_0123456789';
let sessions = 0;
const api = await startTestApi({
  config: { stripe: { secretKey: 'sk_test_bff', webhookSecret: WEBHOOK_SECRET } },
  stripeClient: {
    customers: { create: async () => ({ id: 'cus_bff' }), del: async () => ({}) },
    checkout: {
      sessions: {
        create: async () => {
          sessions += 1;
          return { id: `cs_bff_${sessions}`, url: `https://checkout.stripe.com/c/pay/cs_bff_${sessions}` };
        },
      },
    },
    subscriptions: { update: async () => ({}) },
  },
});
pointPortalAt(api);
afterAll(() => api.close());

const { GET: list } = await import('../pages/api/protected/businessSubscription/subscriptions');
const { POST: subscribe } = await import('../pages/api/protected/businessSubscription/subscribe');
const { POST: cancel } = await import('../pages/api/protected/businessSubscription/cancel');
const { POST: testCheckout } = await import('../pages/api/protected/businessSubscription/testCheckout');
const { POST: webhook } = await import('../pages/api/webhooks/stripe');

const demo = await signInMember(api, DEMO_MEMBER_EMAIL, {
  businessId: DEMO_BUSINESS_ID,
  clientIp: '198.51.100.91',
});
const cookie = { cookie: await sessionCookie(demo) };

/** A webhook as Stripe sends it: no Origin, no cookie, signed with Stripe's scheme (HMAC-SHA256 of `t.body`). */
function stripeDelivery(payload: string, signature: string) {
  return new NextRequest('http://localhost:3100/api/webhooks/stripe', {
    method: 'POST',
    headers: {
      host: 'localhost:3100',
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': signature,
    },
    body: payload,
  });
}
function stripeSignature(payload: string, timestamp = Math.floor(Date.now() / 1000)) {
  const digest = createHmac('sha256', WEBHOOK_SECRET).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}

describe('memberships through the BFF', () => {
  it('lists the plans in the language asked for; needs a session', async () => {
    const response = await list(
      portalRequest('/api/protected/businessSubscription/subscriptions?lang=es', cookie),
    );
    expect(response.status).toBe(200);
    const body = memberSubscriptionsSchema.parse(await response.json());
    expect(body.plans.map((plan) => plan.name)).toEqual(['Club del Grano', 'Club del Grano Anual']);
    expect(body.testMode).toBe(false);
    expect((await list(portalRequest('/api/protected/businessSubscription/subscriptions'))).status).toBe(401);
  });

  it('refuses a return address on another origin (400), and answers the Stripe checkout URL otherwise', async () => {
    const { plans } = memberSubscriptionsSchema.parse(
      await (await list(portalRequest('/api/protected/businessSubscription/subscriptions', cookie))).json(),
    );
    const priceId = plans[0]!.id;
    for (const returnUrl of ['https://evil.example/steal', '//evil.example/x', 'javascript:alert(1)']) {
      const refused = await subscribe(
        portalPost('/api/protected/businessSubscription/subscribe', { priceId, returnUrl }, cookie),
      );
      expect(refused.status, returnUrl).toBe(400);
      expect(apiErrorSchema.parse(await refused.json()).message).toBe('subscription.return.url.invalid');
    }
    const unknown = await subscribe(
      portalPost(
        '/api/protected/businessSubscription/subscribe',
        { priceId: 'price_nope', returnUrl: '/x' },
        cookie,
      ),
    );
    expect(unknown.status).toBe(404);
    const crossSite = await subscribe(
      portalPost(
        '/api/protected/businessSubscription/subscribe',
        { priceId, returnUrl: '/member/subscription' },
        { ...cookie, origin: 'https://evil.example' },
      ),
    );
    expect(crossSite.status).toBe(403);

    const started = await subscribe(
      portalPost(
        '/api/protected/businessSubscription/subscribe',
        { priceId, returnUrl: '/member/subscription' },
        cookie,
      ),
    );
    expect(started.status).toBe(200);
    const result = subscribeResultSchema.parse(await started.json());
    expect(result.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_bff_/);

    // Stripe's events reach the API through the portal byte for byte, signature and all.
    const now = Math.floor(Date.now() / 1000);
    const payload = JSON.stringify(
      {
        id: 'evt_bff_1',
        object: 'event',
        type: 'invoice.paid',
        created: now,
        data: {
          object: {
            id: 'in_bff_1',
            object: 'invoice',
            parent: { subscription_details: { metadata: { subscriptionId: result.subscriptionId } } },
            lines: { data: [{ period: { start: now, end: now + 30 * 86_400 } }] },
          },
        },
      },
      null,
      2,
    );
    const signature = stripeSignature(payload);
    const delivered = await webhook(stripeDelivery(payload, signature));
    expect(delivered.status).toBe(200);
    expect(webhookResultSchema.parse(await delivered.json())).toEqual({ received: true, duplicate: false });
    const tampered = await webhook(stripeDelivery(payload.replace('  ', ' '), signature));
    expect(tampered.status).toBe(400);
    expect(apiErrorSchema.parse(await tampered.json()).message).toBe('payments.webhook.signature.invalid');

    const listed = memberSubscriptionsSchema.parse(
      await (await list(portalRequest('/api/protected/businessSubscription/subscriptions', cookie))).json(),
    );
    expect(listed.subscriptions[0]).toMatchObject({ id: result.subscriptionId, status: 'active' });

    const simulated = await testCheckout(
      portalPost(
        '/api/protected/businessSubscription/testCheckout',
        { subscriptionId: result.subscriptionId, outcome: 'pay' },
        cookie,
      ),
    );
    expect(simulated.status).toBe(409);

    const cancelled = await cancel(
      portalPost(
        '/api/protected/businessSubscription/cancel',
        { subscriptionId: result.subscriptionId },
        cookie,
      ),
    );
    expect(cancelled.status).toBe(200);
    expect(memberSubscriptionSchema.parse(await cancelled.json())).toMatchObject({ cancelAtPeriodEnd: true });
  });
});
