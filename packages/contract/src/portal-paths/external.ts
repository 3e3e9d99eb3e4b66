/** BFF routes that phones (Apple Wallet's web service, a saved pass's link) and the payment provider call. */
export const externalPortalPaths = {
  walletApplePass: '/api/wallet/apple/:token',
  walletGoogleSave: '/api/wallet/google/:token',
  passkitRegistration: '/api/wallet/passkit/v1/devices/:deviceId/registrations/:passTypeId/:serial',
  passkitUpdatedSerials: '/api/wallet/passkit/v1/devices/:deviceId/registrations/:passTypeId',
  passkitLatestPass: '/api/wallet/passkit/v1/passes/:passTypeId/:serial',
  passkitLog: '/api/wallet/passkit/v1/log',
  stripeWebhook: '/api/webhooks/stripe',
} as const;
