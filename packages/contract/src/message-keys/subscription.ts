/** Refusals of paid memberships (subscriptions) and their payments. */
export const subscriptionMessageKeys = {
  /** 404: no such plan in this business, or it is not sold any more. */
  planNotFound: 'subscription.plan.not.found',
  /** 404: no such subscription of the member. */
  notFound: 'subscription.not.found',
  /** 400: the return address is not on the portal's own origin. */
  returnUrlInvalid: 'subscription.return.url.invalid',
  /** 409: the member already holds a running subscription of the business. */
  alreadySubscribed: 'subscription.already.subscribed',
  /** 429: too many checkouts started within the hour. */
  checkoutThrottled: 'subscription.checkout.throttled',
  /** 409: only the test-mode provider simulates checkouts and renewals. */
  testModeOnly: 'subscription.test.mode.only',
  /** 400: a webhook whose signature does not verify (forged, tampered or too old). */
  webhookSignatureInvalid: 'payments.webhook.signature.invalid',
  /** 503: the payment provider could not be reached. */
  providerUnavailable: 'payments.provider.unavailable',
} as const;
