import { loyaltyApi } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/implement';
import { getBusinessProfile } from '../businesses/businesses.service';
import type { SubscriptionService } from './subscriptions.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Paid memberships and their payment provider (Stripe, or the test-mode provider). */
    subscriptions: SubscriptionService;
  }
}

export async function subscriptionMemberRoutes(app: FastifyInstance): Promise<void> {
  const routes = loyaltyApi.subscriptions;
  implement(app, routes.list, async (request) => {
    const business = await getBusinessProfile(app.db, request.businessId);
    return app.subscriptions.listForMember(business, request.member.id, request.query.lang);
  });
  implement(app, routes.subscribe, async (request) => {
    const business = await getBusinessProfile(app.db, request.businessId);
    return app.subscriptions.subscribe(business, request.member, request.body);
  });
  implement(app, routes.cancel, async (request) => {
    const business = await getBusinessProfile(app.db, request.businessId);
    return app.subscriptions.cancel(business, request.member.id, request.body.subscriptionId, undefined);
  });
  implement(app, routes.testCheckout, async (request) =>
    app.subscriptions.testCheckout(request.businessId, request.member.id, request.body),
  );
}

/** The provider's webhook: only this route reads its JSON body as the raw text that was signed. */
export async function paymentWebhookRoutes(app: FastifyInstance): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  implement(app, loyaltyApi.payments.webhook, async (request) => {
    const signature = request.headers['stripe-signature'];
    return app.subscriptions.handleWebhook(
      request.body,
      typeof signature === 'string' ? signature : undefined,
    );
  });
}

/** Admin (CLI plan:create, plan:list, plan:update, subscription:list, subscription:test-renew). */
export async function subscriptionAdminRoutes(app: FastifyInstance): Promise<void> {
  const routes = loyaltyApi.admin.subscriptions;
  implement(app, routes.plans, async (request) => {
    await getBusinessProfile(app.db, request.params.businessId);
    return app.subscriptions.listPlansForAdmin(request.params.businessId);
  });
  implement(app, routes.createPlan, async (request) => {
    await getBusinessProfile(app.db, request.params.businessId);
    return app.subscriptions.createPlan(request.params.businessId, request.body);
  });
  implement(app, routes.updatePlan, async (request) => {
    await getBusinessProfile(app.db, request.params.businessId);
    return app.subscriptions.updatePlan(request.params.businessId, request.params.planId, request.body);
  });
  implement(app, routes.subscriptions, async (request) => {
    await getBusinessProfile(app.db, request.params.businessId);
    return app.subscriptions.listForAdmin(request.params.businessId);
  });
  implement(app, routes.testRenew, async (request) => {
    await getBusinessProfile(app.db, request.params.businessId);
    return app.subscriptions.testRenew(
      request.params.businessId,
      request.params.subscriptionId,
      request.body.outcome,
    );
  });
}
