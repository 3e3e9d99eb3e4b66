import Stripe from 'stripe';

/**
 * The one door to the payment provider. Stripe when its keys are set; otherwise the test-mode provider, which
 * takes no money and reaches no network: its checkout is a portal page and its events are made by this API
 * (test-provider.ts), in Stripe's format and signed with Stripe's scheme, and go through the same webhook code.
 */
export interface PaymentProvider {
  readonly name: 'stripe' | 'test';
  /** The secret webhook signatures are checked against. */
  readonly webhookSecret: string;
  createCustomer(input: { businessId: string; memberId: string; email: string | null }): Promise<string>;
  deleteCustomer(customerId: string): Promise<void>;
  createCheckout(input: CheckoutInput): Promise<{ sessionId: string; url: string }>;
  /** Stop renewing at the end of the period paid. */
  cancelAtPeriodEnd(providerSubscriptionId: string): Promise<void>;
}

interface CheckoutInput {
  subscriptionId: string;
  customerId: string;
  plan: {
    id: string;
    name: string;
    price: number;
    currency: string;
    interval: 'month' | 'year';
    stripePriceId: string | null;
  };
  returnUrl: string;
  cancelUrl: string;
}

/** The calls the Stripe provider makes: the real client, or a local stand-in in tests. */
export interface StripeClient {
  customers: {
    create(params: Stripe.CustomerCreateParams): Promise<{ id: string }>;
    del(id: string): Promise<unknown>;
  };
  checkout: {
    sessions: {
      create(params: Stripe.Checkout.SessionCreateParams): Promise<{ id: string; url: string | null }>;
    };
  };
  subscriptions: {
    update(id: string, params: Stripe.SubscriptionUpdateParams): Promise<unknown>;
  };
}

/** A failure of the provider itself (network, outage): the caller answers 503 and changes nothing. */
export class ProviderUnavailableError extends Error {
  constructor(cause: unknown) {
    super('payment provider unavailable', { cause });
    this.name = 'ProviderUnavailableError';
  }
}

async function guarded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new ProviderUnavailableError(error);
  }
}

export function createStripeClient(secretKey: string): StripeClient {
  return new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
}

export function createStripeProvider(client: StripeClient, webhookSecret: string): PaymentProvider {
  return {
    name: 'stripe',
    webhookSecret,
    createCustomer: ({ businessId, memberId, email }) =>
      guarded(async () => {
        const customer = await client.customers.create({
          ...(email ? { email } : {}),
          metadata: { businessId, memberId },
        });
        return customer.id;
      }),
    deleteCustomer: (customerId) =>
      guarded(async () => {
        try {
          await client.customers.del(customerId);
        } catch (error) {
          // Already gone at Stripe: what deletion wanted.
          if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return;
          throw error;
        }
      }),
    createCheckout: ({ subscriptionId, customerId, plan, returnUrl, cancelUrl }) =>
      guarded(async () => {
        const metadata = { subscriptionId };
        const session = await client.checkout.sessions.create({
          mode: 'subscription',
          customer: customerId,
          client_reference_id: subscriptionId,
          line_items: [
            plan.stripePriceId
              ? { price: plan.stripePriceId, quantity: 1 }
              : {
                  quantity: 1,
                  price_data: {
                    currency: plan.currency.toLowerCase(),
                    unit_amount: plan.price,
                    recurring: { interval: plan.interval },
                    product_data: { name: plan.name, metadata: { planId: plan.id } },
                  },
                },
          ],
          // Our id on every object Stripe makes from this checkout, so its events match in any order.
          metadata,
          subscription_data: { metadata },
          success_url: returnUrl,
          cancel_url: cancelUrl,
        });
        if (!session.url) throw new Error('checkout session without a url');
        return { sessionId: session.id, url: session.url };
      }),
    cancelAtPeriodEnd: (providerSubscriptionId) =>
      guarded(async () => {
        await client.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: true });
      }),
  };
}

/** Checks a webhook's signature (Stripe's scheme, 5 minutes' tolerance) and parses it; throws when forged. */
export function verifyWebhook(rawBody: string, signature: string, secret: string, now: Date) {
  return Stripe.webhooks.constructEvent(
    rawBody,
    signature,
    secret,
    Stripe.webhooks.DEFAULT_TOLERANCE,
    undefined,
    now.getTime(),
  );
}

/** Signs a payload as Stripe would (the test-mode provider's events, and tests). */
export function signWebhook(payload: string, secret: string, timestampSeconds: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: timestampSeconds });
}

export type StripeEvent = Stripe.Event;
