import {
  SUBSCRIPTION_CHECKOUTS_PER_HOUR,
  errorCodes,
  subscriptionMessageKeys as keys,
  type AdminSubscriptionPlan,
  type MemberSubscription,
  type MemberSubscriptions,
  type SubscribeResult,
  type SubscriptionPlan,
  type SubscriptionPlanUpdate,
  type TestCheckoutResult,
} from '@loyalty/contract';
import type { Database, SubscriptionPlanText } from '@loyalty/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock';
import { HttpError, badRequest, conflict, notFound } from '../../lib/http-error';
import { getBusinessProfile, type BusinessProfile } from '../businesses/businesses.service';
import { grantGift } from '../gifts/gifts.service';
import { appendEntry, pointsExpiryFor } from '../ledger/ledger.service';
import { throttle } from '../throttle/throttle.service';
import {
  ProviderUnavailableError,
  signWebhook,
  verifyWebhook,
  type PaymentProvider,
  type StripeEvent,
} from './payment-provider';
import { matchStripeEvent } from './stripe-events';
import { applyEvent, nextPeriodEnd, type Period, type SubscriptionState } from './subscription-state';
import * as repository from './subscriptions.repository';
import {
  cancelScheduledEvents,
  deletedEvents,
  newTestSubscriptionId,
  paidCheckoutEvents,
  renewalEvents,
  type TestSubscription,
} from './test-provider';

const CHECKOUT_RULE = {
  name: 'subscription-checkout',
  max: SUBSCRIPTION_CHECKOUTS_PER_HOUR,
  windowSeconds: 3600,
};
/** Statuses in which a member holds the membership (and may not start another checkout). */
const RUNNING = new Set(['active', 'past_due']);

const providerUnavailable = () => new HttpError(503, errorCodes.unavailable, keys.providerUnavailable);

async function provided<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderUnavailableError) throw providerUnavailable();
    throw error;
  }
}

/** The plan's texts in the language asked for, else its base language, else the business's default, else the first. */
function planText(
  texts: Record<string, SubscriptionPlanText>,
  asked: string | undefined,
  defaultLanguage: string,
): SubscriptionPlanText {
  const languages = Object.keys(texts);
  const base = asked?.split(/[_-]/)[0];
  const chosen =
    [asked, base, defaultLanguage, defaultLanguage.split(/[_-]/)[0]].find(
      (code): code is string => code !== undefined && languages.includes(code),
    ) ?? languages[0];
  return (chosen && texts[chosen]) || { name: '', description: '', cardLabel: '' };
}

function toAdminPlan(row: repository.PlanRow): AdminSubscriptionPlan {
  return {
    id: row.id,
    texts: row.texts,
    price: row.price,
    currency: row.currency,
    interval: row.interval,
    pointsPerPeriod: row.pointsPerPeriod,
    gift: row.gift ?? null,
    active: row.active,
    stripePriceId: row.stripePriceId,
    createdAt: row.createdAt.toISOString(),
  };
}

function toMemberPlan(
  row: repository.PlanRow,
  lang: string | undefined,
  business: BusinessProfile,
): SubscriptionPlan {
  const text = planText(row.texts, lang, business.settings.defaultLanguage);
  return {
    id: row.id,
    name: text.name,
    description: text.description,
    cardLabel: text.cardLabel,
    price: row.price,
    currency: row.currency,
    interval: row.interval,
    pointsPerPeriod: row.pointsPerPeriod,
    gift: row.gift ?? null,
  };
}

const stateOf = (row: repository.SubscriptionRow): SubscriptionState => ({
  status: row.status,
  currentPeriodStart: row.currentPeriodStart,
  currentPeriodEnd: row.currentPeriodEnd,
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  cancelledAt: row.cancelledAt,
  providerSubscriptionId: row.providerSubscriptionId,
  lastEventAt: row.lastEventAt,
});

export interface SubscriptionDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  provider: PaymentProvider;
}

/** Plans, checkouts, cancellations and the provider's events (one instance per app). */
export function createSubscriptionService(deps: SubscriptionDeps) {
  const { db, clock, provider } = deps;
  const testMode = provider.name === 'test';

  // ---- plans (admin) ----

  async function listPlansForAdmin(businessId: string) {
    return { items: (await repository.listPlans(db, businessId, false)).map(toAdminPlan) };
  }

  async function createPlan(
    businessId: string,
    body: Omit<AdminSubscriptionPlan, 'id' | 'createdAt'>,
  ): Promise<AdminSubscriptionPlan> {
    const now = clock();
    const row = await repository.insertPlan(db, { ...body, businessId, createdAt: now, updatedAt: now });
    return toAdminPlan(row);
  }

  async function updatePlan(businessId: string, planId: string, body: SubscriptionPlanUpdate) {
    const row = await repository.updatePlan(db, businessId, planId, {
      ...(body.texts ? { texts: body.texts as Record<string, SubscriptionPlanText> } : {}),
      ...(body.pointsPerPeriod !== undefined ? { pointsPerPeriod: body.pointsPerPeriod } : {}),
      ...(body.gift !== undefined ? { gift: body.gift ? { description: '', ...body.gift } : null } : {}),
      ...(body.active !== undefined ? { active: body.active } : {}),
      ...(body.stripePriceId !== undefined ? { stripePriceId: body.stripePriceId } : {}),
      updatedAt: clock(),
    });
    if (!row) throw notFound(keys.planNotFound);
    return toAdminPlan(row);
  }

  // ---- the member's side ----

  async function toMemberSubscriptions(
    business: BusinessProfile,
    rows: repository.SubscriptionRow[],
    lang: string | undefined,
  ): Promise<MemberSubscription[]> {
    const plans = new Map(
      (await repository.listPlans(db, business.id, false)).map((plan) => [plan.id, plan]),
    );
    const benefits = await repository.listBenefits(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => {
      const plan = plans.get(row.planId);
      const text = plan ? planText(plan.texts, lang, business.settings.defaultLanguage) : undefined;
      return {
        id: row.id,
        planId: row.planId,
        planName: text?.name ?? '',
        cardLabel: text?.cardLabel ?? '',
        status: row.status,
        currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
        cancelAtPeriodEnd: row.cancelAtPeriodEnd,
        cancelledAt: row.cancelledAt?.toISOString() ?? null,
        checkoutUrl: row.status === 'pending' ? row.checkoutUrl : null,
        createdAt: row.createdAt.toISOString(),
        benefits: benefits
          .filter((benefit) => benefit.subscriptionId === row.id)
          .map((benefit) => ({
            periodStart: benefit.periodStart.toISOString(),
            periodEnd: benefit.periodEnd.toISOString(),
            points: benefit.points,
            giftName: benefit.giftId ? (plan?.gift?.name ?? null) : null,
          })),
      };
    });
  }

  async function listForMember(
    business: BusinessProfile,
    memberId: string,
    lang: string | undefined,
  ): Promise<MemberSubscriptions> {
    const [plans, rows] = await Promise.all([
      repository.listPlans(db, business.id, true),
      repository.listMemberSubscriptions(db, business.id, memberId),
    ]);
    // Replaced or dropped checkouts that never got paid are not the member's history.
    const shown = rows.filter((row) => row.status !== 'cancelled' || row.providerSubscriptionId !== null);
    return {
      plans: plans.map((plan) => toMemberPlan(plan, lang, business)),
      subscriptions: await toMemberSubscriptions(business, shown, lang),
      testMode,
    };
  }

  async function customerFor(business: BusinessProfile, member: { id: string; email: string | null }) {
    const known = await repository.findCustomer(db, business.id, member.id, provider.name);
    if (known) return known;
    const customerId = await provided(() =>
      provider.createCustomer({ businessId: business.id, memberId: member.id, email: member.email }),
    );
    return repository.saveCustomer(db, {
      businessId: business.id,
      memberId: member.id,
      provider: provider.name,
      customerId,
      createdAt: clock(),
    });
  }

  async function subscribe(
    business: BusinessProfile,
    member: { id: string; email: string | null },
    body: { priceId: string; returnUrl: string; lang?: string },
  ): Promise<SubscribeResult> {
    const now = clock();
    const plan = /^[0-9a-f-]{36}$/i.test(body.priceId)
      ? await repository.findPlan(db, business.id, body.priceId)
      : undefined;
    if (!plan || !plan.active) throw notFound(keys.planNotFound);
    const existing = await repository.listMemberSubscriptions(db, business.id, member.id);
    if (existing.some((row) => RUNNING.has(row.status))) throw conflict(keys.alreadySubscribed);
    await throttle(
      db,
      [{ rule: CHECKOUT_RULE, subject: `${business.id}:${member.id}` }],
      now,
      keys.checkoutThrottled,
    );

    const customerId = await customerFor(business, member);
    const row = await repository.insertSubscription(db, {
      businessId: business.id,
      memberId: member.id,
      planId: plan.id,
      status: 'pending',
      provider: provider.name,
      returnUrl: body.returnUrl,
      createdAt: now,
      updatedAt: now,
    });
    let checkout;
    try {
      checkout = await provided(() =>
        provider.createCheckout({
          subscriptionId: row.id,
          customerId,
          plan: {
            id: plan.id,
            name: planText(plan.texts, body.lang, business.settings.defaultLanguage).name,
            price: plan.price,
            currency: plan.currency,
            interval: plan.interval,
            stripePriceId: plan.stripePriceId,
          },
          returnUrl: body.returnUrl,
          cancelUrl: body.returnUrl,
        }),
      );
    } catch (error) {
      await repository.deleteSubscription(db, row.id);
      throw error;
    }
    await repository.updateSubscription(db, row.id, {
      checkoutSessionId: checkout.sessionId,
      checkoutUrl: checkout.url,
      updatedAt: now,
    });
    // A new checkout replaces the member's unfinished ones: they are closed, and a late payment of one is ignored.
    for (const old of existing.filter((candidate) => candidate.status === 'pending')) {
      await repository.updateSubscription(db, old.id, {
        status: 'cancelled',
        cancelledAt: now,
        updatedAt: now,
      });
    }
    return { subscriptionId: row.id, checkoutUrl: checkout.url };
  }

  async function memberSubscription(businessId: string, memberId: string, subscriptionId: string) {
    const row = /^[0-9a-f-]{36}$/i.test(subscriptionId)
      ? await repository.findSubscription(db, subscriptionId)
      : undefined;
    if (!row || row.businessId !== businessId || row.memberId !== memberId) throw notFound(keys.notFound);
    return row;
  }

  async function cancel(
    business: BusinessProfile,
    memberId: string,
    subscriptionId: string,
    lang: string | undefined,
  ): Promise<MemberSubscription> {
    const now = clock();
    let row = await memberSubscription(business.id, memberId, subscriptionId);
    if (row.status === 'pending') {
      row = await repository.updateSubscription(db, row.id, {
        status: 'cancelled',
        cancelledAt: now,
        updatedAt: now,
      });
    } else if (row.status !== 'cancelled' && !row.cancelAtPeriodEnd) {
      if (row.providerSubscriptionId) {
        const providerId = row.providerSubscriptionId;
        await provided(() => provider.cancelAtPeriodEnd(providerId));
      }
      // The provider's own event confirms it too; until then the member sees what they asked for.
      row = (await repository.findSubscription(db, row.id)) ?? row;
      if (row.status !== 'cancelled' && !row.cancelAtPeriodEnd) {
        row = await repository.updateSubscription(db, row.id, { cancelAtPeriodEnd: true, updatedAt: now });
      }
    }
    const [view] = await toMemberSubscriptions(business, [row], lang);
    return view!;
  }

  // ---- provider events ----

  async function applyMatched(eventId: string, type: string, raw: StripeEvent) {
    const matched = matchStripeEvent(raw);
    return db.transaction(async (tx) => {
      if (!(await repository.recordEvent(tx, { eventId, type, subscriptionId: null, receivedAt: clock() }))) {
        return { received: true as const, duplicate: true };
      }
      if (!matched) return { received: true as const, duplicate: false };
      const row = /^[0-9a-f-]{36}$/i.test(matched.subscriptionId)
        ? await repository.lockSubscription(tx, matched.subscriptionId)
        : undefined;
      if (!row) {
        deps.log.warn({ eventId, type }, 'payment event for no known subscription');
        return { received: true as const, duplicate: false };
      }
      const before = stateOf(row);
      const { state, grant } = applyEvent(before, matched.event);
      const now = clock();
      await repository.updateSubscription(tx, row.id, { ...state, updatedAt: now });
      if (grant && state.status !== 'cancelled') {
        const plan = await repository.findPlan(tx, row.businessId, row.planId);
        const benefit = await repository.claimBenefit(tx, {
          businessId: row.businessId,
          subscriptionId: row.id,
          memberId: row.memberId,
          periodStart: grant.start,
          periodEnd: grant.end,
          points: plan?.pointsPerPeriod ?? 0,
          invoiceId: grant.invoiceId,
          createdAt: now,
        });
        if (benefit && plan) {
          let ledgerEntryId: string | null = null;
          let giftId: string | null = null;
          if (plan.pointsPerPeriod > 0) {
            const { entry } = await appendEntry(tx, {
              businessId: row.businessId,
              memberId: row.memberId,
              type: 'point',
              operation: 'subscription',
              amount: plan.pointsPerPeriod,
              entityId: row.id,
              expiresAt: pointsExpiryFor('point', await expiryDays(row.businessId), now),
              now,
            });
            ledgerEntryId = entry.id;
          }
          if (plan.gift) {
            const gift = await grantGift(tx, {
              businessId: row.businessId,
              memberId: row.memberId,
              source: 'subscription',
              sourceId: row.id,
              name: plan.gift.name,
              description: plan.gift.description,
              imageUrl: null,
              validDays: null,
              now,
            });
            giftId = gift.id;
          }
          await repository.setBenefitGrants(tx, benefit.id, { ledgerEntryId, giftId });
        }
      }
      return { received: true as const, duplicate: false };
    });
  }

  const expiryDays = async (businessId: string) =>
    (await getBusinessProfile(db, businessId)).settings.pointsExpiryDays;

  /** `POST /v1/payments/webhook`: the raw body and its signature, exactly as the provider sent them. */
  async function handleWebhook(rawBody: string, signature: string | undefined) {
    let event: StripeEvent;
    try {
      event = verifyWebhook(rawBody, signature ?? '', provider.webhookSecret, clock());
    } catch {
      throw badRequest(keys.webhookSignatureInvalid);
    }
    return applyMatched(event.id, event.type, event);
  }

  /** Signs events as Stripe would and hands them to the webhook function (the test-mode provider's delivery). */
  async function deliver(events: object[]) {
    for (const event of events) {
      const payload = JSON.stringify(event);
      await handleWebhook(
        payload,
        signWebhook(payload, provider.webhookSecret, Math.floor(clock().getTime() / 1000)),
      );
    }
  }

  async function testSubscriptionOf(row: repository.SubscriptionRow): Promise<TestSubscription> {
    const plan = await repository.findPlan(db, row.businessId, row.planId);
    const customerId =
      (await repository.findCustomer(db, row.businessId, row.memberId, 'test')) ?? 'cus_test_gone';
    return {
      id: row.id,
      providerSubscriptionId: row.providerSubscriptionId,
      customerId,
      checkoutSessionId: row.checkoutSessionId,
      price: plan?.price ?? 0,
      currency: plan?.currency ?? 'USD',
    };
  }

  async function testCheckout(
    businessId: string,
    memberId: string,
    body: { subscriptionId: string; outcome: 'pay' | 'decline' },
  ): Promise<TestCheckoutResult> {
    if (!testMode) throw conflict(keys.testModeOnly);
    const row = await memberSubscription(businessId, memberId, body.subscriptionId);
    const returnUrl = row.returnUrl ?? '/member/subscription';
    if (row.status !== 'pending') {
      if (row.status === 'cancelled' && !row.providerSubscriptionId) throw notFound(keys.notFound);
      return { outcome: 'paid', returnUrl };
    }
    // A declined card leaves the checkout open, as Stripe Checkout does: the member may try again.
    if (body.outcome === 'decline') return { outcome: 'declined', returnUrl };
    const plan = await repository.findPlan(db, row.businessId, row.planId);
    if (!plan) throw notFound(keys.notFound);
    const providerSubscriptionId = newTestSubscriptionId();
    const updated = await repository.updateSubscription(db, row.id, {
      providerSubscriptionId,
      updatedAt: clock(),
    });
    const now = clock();
    const period: Period = { start: now, end: nextPeriodEnd(now, plan.interval) };
    await deliver(paidCheckoutEvents(await testSubscriptionOf(updated), period, now));
    return { outcome: 'paid', returnUrl };
  }

  /** One renewal of a test-mode subscription: the next period paid or failed, or its end when cancelling. */
  async function renewTest(row: repository.SubscriptionRow, outcome: 'paid' | 'failed') {
    const now = clock();
    const sub = await testSubscriptionOf(row);
    if (row.cancelAtPeriodEnd) {
      await deliver(deletedEvents(sub, now));
      return;
    }
    const plan = await repository.findPlan(db, row.businessId, row.planId);
    const start = row.currentPeriodEnd ?? now;
    const period: Period = { start, end: nextPeriodEnd(start, plan?.interval ?? 'month') };
    await deliver(renewalEvents(sub, outcome, period, false, now));
  }

  async function testRenew(businessId: string, subscriptionId: string, outcome: 'paid' | 'failed') {
    if (!testMode) throw conflict(keys.testModeOnly);
    const found = /^[0-9a-f-]{36}$/i.test(subscriptionId)
      ? await repository.findSubscription(db, subscriptionId)
      : undefined;
    if (!found || found.businessId !== businessId) throw notFound(keys.notFound);
    if (found.provider !== 'test' || !RUNNING.has(found.status)) throw conflict(keys.testModeOnly);
    await renewTest(found, outcome);
    const row = (await repository.findSubscription(db, subscriptionId))!;
    return toAdminSubscription(row, (await repository.countBenefits(db, [row.id])).get(row.id) ?? 0);
  }

  /** The housekeeping beat (test mode): subscriptions whose period ended renew (paid), or end if cancelling. */
  async function renewDueTestSubscriptions(): Promise<number> {
    if (!testMode) return 0;
    const due = await repository.listDueTestSubscriptions(db, clock());
    for (const row of due) await renewTest(row, 'paid');
    return due.length;
  }

  /** The test provider's answer to a cancellation: Stripe's update event, delivered like any other. */
  async function onTestCancel(providerSubscriptionId: string) {
    const row = await repository.findByProviderSubscriptionId(db, providerSubscriptionId);
    if (!row) return;
    const period =
      row.currentPeriodStart && row.currentPeriodEnd
        ? { start: row.currentPeriodStart, end: row.currentPeriodEnd }
        : null;
    await deliver(
      cancelScheduledEvents(
        await testSubscriptionOf(row),
        row.status === 'past_due' ? 'past_due' : 'active',
        period,
        clock(),
      ),
    );
  }

  function toAdminSubscription(row: repository.SubscriptionRow, periodsPaid: number) {
    return {
      id: row.id,
      memberId: row.memberId,
      planId: row.planId,
      provider: row.provider,
      status: row.status,
      currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      periodsPaid,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function listForAdmin(businessId: string) {
    const rows = await repository.listBusinessSubscriptions(db, businessId);
    const counts = await repository.countBenefits(
      db,
      rows.map((row) => row.id),
    );
    return { items: rows.map((row) => toAdminSubscription(row, counts.get(row.id) ?? 0)) };
  }

  /**
   * Before a member's erasure: their customers at the provider are deleted (which ends their subscriptions
   * there). Unreachable provider: 503 and nothing is erased, so a retry finishes the job.
   */
  async function erasePaymentCustomers(businessId: string, memberId: string): Promise<void> {
    for (const customer of await repository.listMemberCustomers(db, businessId, memberId)) {
      if (customer.provider !== provider.name) continue;
      await provided(() => provider.deleteCustomer(customer.customerId));
    }
  }

  return {
    testMode,
    listPlansForAdmin,
    createPlan,
    updatePlan,
    listForMember,
    subscribe,
    cancel,
    handleWebhook,
    testCheckout,
    testRenew,
    renewDueTestSubscriptions,
    onTestCancel,
    listForAdmin,
    erasePaymentCustomers,
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
