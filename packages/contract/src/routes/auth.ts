import {
  consentLoginSchema,
  registrationResultSchema,
  registrationSchema,
  requestCodeResultSchema,
  requestCodeSchema,
  signInResultSchema,
  temporaryTokenRequestSchema,
  temporaryTokenInspectSchema,
  temporaryTokenSchema,
  temporaryTokenStatusSchema,
  ticketExchangeSchema,
  verifyCodeResultSchema,
  verifyCodeSchema,
} from '../auth';
import { defineRoute } from '../route';
import { memberRefParamsSchema } from './params';

/** Sign-in and registration: docs/architecture.md, "Sign-in, registration and sessions". */
export const authRoutes = {
  requestCode: defineRoute({
    method: 'POST',
    path: '/v1/auth/codes',
    auth: 'business',
    summary:
      'Send a one-time code to a phone number or e-mail address (the same answer for members and strangers).',
    description:
      'The captcha is checked first, then the per-identifier and per-IP throttles (429 with Retry-After).',
    body: requestCodeSchema,
    response: requestCodeResultSchema,
    status: 202,
    errors: {
      400: ['captcha.invalid', 'validation.identifier.not.in.right.format'],
      429: ['auth.code.throttled', 'general.rate.limited'],
    },
  }),
  verifyCode: defineRoute({
    method: 'POST',
    path: '/v1/auth/codes/verify',
    auth: 'business',
    summary: 'Check a one-time code: a sign-in, consent or registration ticket.',
    body: verifyCodeSchema,
    response: verifyCodeResultSchema,
    errors: {
      400: ['auth.code.invalid', 'auth.code.expired', 'auth.code.exhausted', 'auth.code.format'],
      429: ['general.rate.limited'],
    },
  }),
  register: defineRoute({
    method: 'POST',
    path: '/v1/auth/register',
    auth: 'business',
    summary:
      'Complete a registration ticket with the registration form: a sign-in ticket for the new member.',
    body: registrationSchema,
    response: registrationResultSchema,
    status: 201,
    errors: {
      401: ['auth.ticket.invalid'],
      409: ['register.unique.identifier.exists.email', 'register.unique.identifier.exists.phone'],
    },
  }),
  exchangeTicket: defineRoute({
    method: 'POST',
    path: '/v1/auth/tickets/exchange',
    auth: 'business',
    summary: "A sign-in ticket or temporary token for the session's claims and sign-in time.",
    body: ticketExchangeSchema,
    response: signInResultSchema,
    errors: { 401: ['auth.ticket.invalid'], 403: ['auth.consent.required'] },
  }),
  inspectTemporaryToken: defineRoute({
    method: 'POST',
    path: '/v1/auth/temporary-tokens/inspect',
    auth: 'business',
    summary: "A sign-in link's temporary token, not used: its member and whether consent must come first.",
    body: temporaryTokenInspectSchema,
    response: temporaryTokenStatusSchema,
    errors: { 401: ['auth.ticket.invalid'] },
  }),
  consent: defineRoute({
    method: 'POST',
    path: '/v1/auth/consent',
    auth: 'business',
    summary:
      "Record a member's consent (the consent sign-in provider) with a sign-in ticket or temporary token, then the session's claims.",
    body: consentLoginSchema,
    response: signInResultSchema,
    errors: { 401: ['auth.ticket.invalid'] },
  }),
  temporaryToken: defineRoute({
    method: 'POST',
    path: '/admin/v1/businesses/:businessId/members/:memberRef/temporary-token',
    auth: 'admin',
    scope: 'members',
    summary:
      'A single-use sign-in link token for a member (by id, e-mail or phone), e.g. for an e-mail or SMS.',
    params: memberRefParamsSchema,
    body: temporaryTokenRequestSchema,
    response: temporaryTokenSchema,
    status: 201,
    errors: { 404: ['business.not.found', 'member.not.found'] },
  }),
};
