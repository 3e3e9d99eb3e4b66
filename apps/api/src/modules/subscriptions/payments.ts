import type { Database } from '@loyalty/db';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../env';
import type { Clock } from '../../lib/clock';
import { deriveSecret } from '../../lib/secrets';
import { createStripeClient, createStripeProvider, type StripeClient } from './payment-provider';
import { createSubscriptionService, type SubscriptionService } from './subscriptions.service';
import { createTestProvider } from './test-provider';

/**
 * The subscription service with its payment provider: Stripe when both keys are set and test mode is off,
 * else the test-mode provider (its webhook secret derived from the service token).
 */
export function createPayments(input: {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  config: AppConfig;
  /** Tests: a local stand-in of Stripe's client. */
  stripeClient?: StripeClient;
}): SubscriptionService {
  const { config } = input;
  if (config.stripe && !config.paymentsTestMode) {
    const client = input.stripeClient ?? createStripeClient(config.stripe.secretKey);
    return createSubscriptionService({
      ...input,
      provider: createStripeProvider(client, config.stripe.webhookSecret),
    });
  }
  const secret = `whsec_${deriveSecret(config.serviceToken, 'payments-test-webhook')}`;
  // The test provider's cancellation answers with an event through the service it belongs to (called later).
  const service: SubscriptionService = createSubscriptionService({
    ...input,
    provider: createTestProvider(secret, async (providerSubscriptionId) =>
      service.onTestCancel(providerSubscriptionId),
    ),
  });
  return service;
}
