import {
  adminSubscriptionListSchema,
  adminSubscriptionPlanListSchema,
  adminSubscriptionPlanSchema,
  adminSubscriptionSchema,
  cancelSubscriptionSchema,
  memberSubscriptionSchema,
  memberSubscriptionsSchema,
  subscribeRequestSchema,
  subscribeResultSchema,
  subscriptionParamsSchema,
  subscriptionPlanCreateSchema,
  subscriptionPlanParamsSchema,
  subscriptionPlanUpdateSchema,
  testCheckoutResultSchema,
  testCheckoutSchema,
  testRenewSchema,
  webhookBodySchema,
  webhookResultSchema,
} from '../subscriptions';
import { z } from 'zod';
import { defineRoute } from '../route';
import { businessParamsSchema } from './params';

/** The member's paid membership: plans, their subscriptions, checkout and cancellation. */
export const subscriptionMemberRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/v1/member/subscriptions',
    auth: 'member',
    summary: "The business's plans on sale (in the member's language) and the member's subscriptions.",
    query: z.object({ lang: z.string().max(10).optional() }),
    response: memberSubscriptionsSchema,
  }),
  subscribe: defineRoute({
    method: 'POST',
    path: '/v1/member/subscriptions',
    auth: 'member',
    summary: 'Start a checkout of a plan; the answer carries where the member pays.',
    description:
      'A new checkout replaces an unfinished one of the member. At most 10 checkouts per member per hour. ' +
      'The return address must be absolute; the portal checks it is on its own origin.',
    body: subscribeRequestSchema,
    response: subscribeResultSchema,
    status: 201,
    errors: {
      404: ['subscription.plan.not.found'],
      409: ['subscription.already.subscribed'],
      429: ['subscription.checkout.throttled'],
      503: ['payments.provider.unavailable'],
    },
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/v1/member/subscriptions/cancel',
    auth: 'member',
    summary: 'Cancel at the end of the paid period (idempotent); an unpaid checkout is dropped at once.',
    body: cancelSubscriptionSchema,
    response: memberSubscriptionSchema,
    errors: { 404: ['subscription.not.found'], 503: ['payments.provider.unavailable'] },
  }),
  testCheckout: defineRoute({
    method: 'POST',
    path: '/v1/member/subscriptions/test-checkout',
    auth: 'member',
    summary: 'Test mode only: the simulated checkout page pays, or declines the card.',
    body: testCheckoutSchema,
    response: testCheckoutResultSchema,
    errors: { 404: ['subscription.not.found'], 409: ['subscription.test.mode.only'] },
  }),
};

/** Events from the payment provider, as the portal forwards them (raw body and signature untouched). */
export const paymentRoutes = {
  webhook: defineRoute({
    method: 'POST',
    path: '/v1/payments/webhook',
    auth: 'service',
    summary: 'A Stripe event, verified with its `stripe-signature` header against the exact bytes signed.',
    description:
      'Each event is applied once (by event id); a redelivery answers `duplicate: true`. Events may arrive in any ' +
      'order: the subscription id in every object’s metadata matches them.',
    body: webhookBodySchema,
    response: webhookResultSchema,
    errors: { 400: ['payments.webhook.signature.invalid'] },
  }),
};

/** Admin (CLI plan:create, plan:list, plan:update, subscription:list, subscription:test-renew). */
export const subscriptionAdminRoutes = {
  plans: defineRoute({
    method: 'GET',
    path: '/admin/v1/businesses/:businessId/subscription-plans',
    auth: 'admin',
    scope: 'read',
    summary: "The business's plans, active or not, with their texts in every language.",
    params: businessParamsSchema,
    response: adminSubscriptionPlanListSchema,
    errors: { 404: ['business.not.found'] },
  }),
  createPlan: defineRoute({
    method: 'POST',
    path: '/admin/v1/businesses/:businessId/subscription-plans',
    auth: 'admin',
    scope: 'config',
    summary: 'A new plan. Price, currency and interval are fixed from now on (a new price is a new plan).',
    params: businessParamsSchema,
    body: subscriptionPlanCreateSchema,
    response: adminSubscriptionPlanSchema,
    status: 201,
    errors: { 404: ['business.not.found'] },
  }),
  updatePlan: defineRoute({
    method: 'PATCH',
    path: '/admin/v1/businesses/:businessId/subscription-plans/:planId',
    auth: 'admin',
    scope: 'config',
    summary:
      "A plan's texts, benefits, active flag or Stripe price; price, currency and interval are refused.",
    params: subscriptionPlanParamsSchema,
    body: subscriptionPlanUpdateSchema,
    response: adminSubscriptionPlanSchema,
    errors: { 404: ['business.not.found', 'subscription.plan.not.found'] },
  }),
  subscriptions: defineRoute({
    method: 'GET',
    path: '/admin/v1/businesses/:businessId/subscriptions',
    auth: 'admin',
    scope: 'read',
    summary: "The business's subscriptions, newest first.",
    params: businessParamsSchema,
    response: adminSubscriptionListSchema,
    errors: { 404: ['business.not.found'] },
  }),
  testRenew: defineRoute({
    method: 'POST',
    path: '/admin/v1/businesses/:businessId/subscriptions/:subscriptionId/test-renew',
    auth: 'admin',
    scope: 'ledger',
    summary: 'Test mode only: renew a subscription now (the next period paid, or its payment failed).',
    params: subscriptionParamsSchema,
    body: testRenewSchema,
    response: adminSubscriptionSchema,
    errors: { 404: ['business.not.found', 'subscription.not.found'], 409: ['subscription.test.mode.only'] },
  }),
};
