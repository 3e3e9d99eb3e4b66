import { z } from 'zod';
import { defineRoute } from '../route';
import {
  PKPASS_CONTENT_TYPE,
  googleSaveSchema,
  passOriginQuerySchema,
  passkitDeviceParamsSchema,
  passkitLogSchema,
  passkitPassParamsSchema,
  passkitRegisterResultSchema,
  passkitRegisterSchema,
  passkitRegistrationParamsSchema,
  passkitUpdatedQuerySchema,
  passkitUpdatedSchema,
  walletLinkTokensSchema,
  walletLinksSchema,
  walletStatusSchema,
  walletTokenParamsSchema,
} from '../wallet';
import { businessParamsSchema, noContentSchema } from './params';

/** Wallet passes: the member's links, the passes behind them, and the PassKit web service phones call. */

const passUnauthorized = { 401: ['wallet.pass.unauthorized'] } as const;

export const walletRoutes = {
  links: defineRoute({
    method: 'GET',
    path: '/v1/member/wallet-links',
    auth: 'member',
    summary:
      "Signed tokens (1 h) of the member's Apple and Google wallet links; null for a wallet not configured.",
    response: walletLinkTokensSchema,
  }),
  outsideLinks: defineRoute({
    method: 'GET',
    path: '/v1/member/links/wallet',
    auth: 'integration',
    // The links open the member's card for an hour without a session, like a sign-in link: `members`, as the
    // temporary-token route; `read` keys (reports, exports) must not be able to hand out a member's card.
    scope: 'members',
    summary:
      "An outside page's wallet links for one member: absolute links on the business's portal (1 h each); null for a wallet not configured.",
    description:
      "For the business's own site, server to server (no cookies): the admin token or an API key of that business " +
      'with the `members` scope, `x-business-id` and `x-member-id`. A key of another business is `member.not.found`. ' +
      'The links are the ones the portal shows (`/api/wallet/apple/{token}`, `/api/wallet/google/{token}`), on the ' +
      "business's portal host, so a phone opens them without a session. A member of another business is " +
      '`member.not.found`, like an unknown one; a business without a portal host name is `wallet.portal.host.missing`.',
    response: walletLinksSchema,
    errors: {
      404: ['business.not.found', 'member.not.found'],
      409: ['wallet.portal.host.missing'],
    },
  }),
  applePass: defineRoute({
    method: 'GET',
    path: '/v1/wallet/apple/:token',
    auth: 'business',
    summary: "The member's signed Apple Wallet pass (.pkpass) by an Apple wallet-link token.",
    params: walletTokenParamsSchema,
    query: passOriginQuerySchema,
    response: z.unknown(),
    produces: PKPASS_CONTENT_TYPE,
    errors: { 404: ['wallet.link.invalid', 'wallet.not.configured'] },
  }),
  googleSave: defineRoute({
    method: 'GET',
    path: '/v1/wallet/google/:token',
    auth: 'business',
    summary: 'The "save to Google Wallet" URL (a JWT signed now) by a Google wallet-link token.',
    params: walletTokenParamsSchema,
    query: passOriginQuerySchema,
    response: googleSaveSchema,
    errors: { 404: ['wallet.link.invalid', 'wallet.not.configured'] },
  }),
  register: defineRoute({
    method: 'POST',
    path: '/v1/wallet/passkit/devices/:deviceId/registrations/:passTypeId/:serial',
    auth: 'business',
    summary:
      "PassKit: a phone asks to be told when the pass changes (the pass's token in x-wallet-pass-token).",
    params: passkitRegistrationParamsSchema,
    body: passkitRegisterSchema,
    response: passkitRegisterResultSchema,
    errors: passUnauthorized,
  }),
  unregister: defineRoute({
    method: 'DELETE',
    path: '/v1/wallet/passkit/devices/:deviceId/registrations/:passTypeId/:serial',
    auth: 'business',
    summary: 'PassKit: a phone removed the pass.',
    params: passkitRegistrationParamsSchema,
    response: noContentSchema,
    status: 204,
    errors: passUnauthorized,
  }),
  updatedSerials: defineRoute({
    method: 'GET',
    path: '/v1/wallet/passkit/devices/:deviceId/registrations/:passTypeId',
    auth: 'business',
    summary: "PassKit: the serials of the device's passes updated since a tag (none: an empty list).",
    params: passkitDeviceParamsSchema,
    query: passkitUpdatedQuerySchema,
    response: passkitUpdatedSchema,
    errors: { 404: ['general.not.found'] },
  }),
  latestPass: defineRoute({
    method: 'GET',
    path: '/v1/wallet/passkit/passes/:passTypeId/:serial',
    auth: 'business',
    summary: 'PassKit: the latest version of a pass (304 when not modified since If-Modified-Since).',
    params: passkitPassParamsSchema,
    query: passOriginQuerySchema,
    response: z.unknown(),
    produces: PKPASS_CONTENT_TYPE,
    errors: passUnauthorized,
  }),
  log: defineRoute({
    method: 'POST',
    path: '/v1/wallet/passkit/log',
    auth: 'business',
    summary: "PassKit: a phone's error messages about the web service (logged, rate limited).",
    body: passkitLogSchema,
    response: noContentSchema,
    status: 204,
    errors: { 429: ['general.rate.limited'] },
  }),
};

export const walletAdminRoutes = {
  status: defineRoute({
    method: 'GET',
    path: '/admin/v1/businesses/:businessId/wallet',
    auth: 'admin',
    scope: 'read',
    summary: "Which wallets are configured and how many of the business's passes and devices are registered.",
    params: businessParamsSchema,
    response: walletStatusSchema,
    errors: { 404: ['business.not.found'] },
  }),
};
