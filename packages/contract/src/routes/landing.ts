import { z } from 'zod';
import {
  adminLandingPageListSchema,
  adminLandingPageSchema,
  identifiersValidSchema,
  identifiersValidateSchema,
  landingClaimRequestSchema,
  landingClaimSchema,
  landingCodeRequestSchema,
  landingCodeSentSchema,
  landingLookupQuerySchema,
  landingPageCreateSchema,
  landingPageParamsSchema,
  landingPageSchema,
  landingPageUpdateSchema,
  receiptKeyCreatedSchema,
  receiptKeyListSchema,
  receiptKeySchema,
  receiptSignSchema,
  receiptSignedSchema,
  receiptSubmitResultSchema,
  receiptSubmitSchema,
} from '../landing';
import { defineRoute } from '../route';
import { businessParamsSchema } from './params';

const unavailablePage = {
  404: ['landing.not.found'],
  409: ['landing.not.started'],
  410: ['landing.inactive', 'landing.expired'],
} as const;

/** Landing pages as anonymous visitors use them: the page, a code by SMS, the claim of its gift. */
export const landingRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/v1/landing-pages/:landingPageId',
    auth: 'business',
    summary: "A landing page in the visitor's language (else the business's default).",
    params: landingPageParamsSchema,
    query: landingLookupQuerySchema,
    response: landingPageSchema,
    errors: unavailablePage,
  }),
  getByLegacyId: defineRoute({
    method: 'GET',
    path: '/v1/landing-pages/by-legacy-id/:legacyId',
    auth: 'business',
    summary: 'A landing page by the id it had in a previous system (old posters).',
    params: z.object({ legacyId: z.string().min(1).max(100) }),
    query: landingLookupQuerySchema,
    response: landingPageSchema,
    errors: unavailablePage,
  }),
  requestCode: defineRoute({
    method: 'POST',
    path: '/v1/landing-pages/:landingPageId/codes',
    auth: 'business',
    summary:
      "Step 1: a one-time code by SMS to the visitor's phone (captcha, country and abuse limits first).",
    description:
      'Limits: per client IP, per phone prefix (country and first digits), per page (its own hourly ceiling) and the ' +
      'sign-in code rules per number. Only numbers of the countries the page serves. No member is made at this step.',
    params: landingPageParamsSchema,
    body: landingCodeRequestSchema,
    response: landingCodeSentSchema,
    status: 202,
    errors: {
      ...unavailablePage,
      400: ['captcha.invalid', 'validation.phone.not.in.right.format', 'landing.country.not.allowed'],
      429: ['auth.code.throttled', 'landing.busy', 'general.rate.limited'],
    },
  }),
  claim: defineRoute({
    method: 'POST',
    path: '/v1/landing-pages/:landingPageId/claims',
    auth: 'business',
    summary: "Step 2: the code; the number's member found or made, the page's gift given once per number.",
    description:
      'Idempotent: a retry with the same code answers the same claim; a later claim of the same number answers ' +
      '`already-claimed` with the gift given the first time. The answer carries a sign-in ticket.',
    params: landingPageParamsSchema,
    body: landingClaimRequestSchema,
    response: landingClaimSchema,
    errors: {
      ...unavailablePage,
      400: ['auth.code.invalid', 'auth.code.expired', 'auth.code.exhausted', 'auth.code.format'],
      429: ['general.rate.limited'],
    },
  }),
};

export const receiptRoutes = {
  submit: defineRoute({
    method: 'POST',
    path: '/v1/member/receipts',
    auth: 'member',
    summary: "Credit a receipt's purchase (a scanned receipt QR code) to the member, once.",
    body: receiptSubmitSchema,
    response: receiptSubmitResultSchema,
    errors: {
      400: ['receipt.invalid', 'receipt.other.business'],
      409: ['receipt.already.used'],
      410: ['receipt.expired'],
    },
  }),
};

export const identifierRoutes = {
  validate: defineRoute({
    method: 'POST',
    path: '/v1/member/identifiers/validate',
    auth: 'member',
    summary: 'Whether a phone number and an e-mail address are free for the member to use.',
    body: identifiersValidateSchema,
    response: identifiersValidSchema,
    errors: {
      400: ['validation.phone.not.in.right.format', 'validation.email.not.in.right.format'],
      409: ['register.unique.identifier.exists.email', 'register.unique.identifier.exists.phone'],
    },
  }),
};

const pageParamsSchema = businessParamsSchema.extend({ landingPageId: z.uuid('landing.not.found') });
const keyParamsSchema = businessParamsSchema.extend({ keyId: z.string().min(1).max(40) });

export const landingAdminRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/admin/v1/businesses/:businessId/landing-pages',
    auth: 'admin',
    scope: 'read',
    summary: "The business's landing pages with their counters (codes sent, confirmed, gifts claimed).",
    params: businessParamsSchema,
    response: adminLandingPageListSchema,
    errors: { 404: ['business.not.found'] },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/admin/v1/businesses/:businessId/landing-pages',
    auth: 'admin',
    scope: 'config',
    summary: 'Create a landing page: texts per language, image, gift, active window, legacy id, countries.',
    params: businessParamsSchema,
    body: landingPageCreateSchema,
    response: adminLandingPageSchema,
    status: 201,
    errors: { 404: ['business.not.found'], 409: ['landing.legacy.id.taken'] },
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/admin/v1/businesses/:businessId/landing-pages/:landingPageId',
    auth: 'admin',
    scope: 'config',
    summary: 'Change a landing page.',
    params: pageParamsSchema,
    body: landingPageUpdateSchema,
    response: adminLandingPageSchema,
    errors: { 404: ['business.not.found', 'landing.not.found'], 409: ['landing.legacy.id.taken'] },
  }),
};

export const receiptAdminRoutes = {
  keys: defineRoute({
    method: 'GET',
    path: '/admin/v1/businesses/:businessId/receipt-keys',
    auth: 'admin',
    scope: 'ledger',
    summary: "The business's receipt signing keys (without their secrets).",
    params: businessParamsSchema,
    response: receiptKeyListSchema,
    errors: { 404: ['business.not.found'] },
  }),
  createKey: defineRoute({
    method: 'POST',
    path: '/admin/v1/businesses/:businessId/receipt-keys',
    auth: 'admin',
    scope: 'ledger',
    summary:
      'A new receipt signing key (its secret is shown this once); earlier keys stay valid until revoked.',
    params: businessParamsSchema,
    response: receiptKeyCreatedSchema,
    status: 201,
    errors: { 404: ['business.not.found'] },
  }),
  revokeKey: defineRoute({
    method: 'POST',
    path: '/admin/v1/businesses/:businessId/receipt-keys/:keyId/revoke',
    auth: 'admin',
    scope: 'ledger',
    summary: 'Revoke a receipt signing key: codes signed with it are refused from now on.',
    params: keyParamsSchema,
    response: receiptKeySchema,
    errors: { 404: ['business.not.found', 'general.not.found'] },
  }),
  sign: defineRoute({
    method: 'POST',
    path: '/admin/v1/businesses/:businessId/receipts/sign',
    auth: 'admin',
    scope: 'ledger',
    summary:
      "A receipt QR code's text, signed with the business's newest key (tills may also sign themselves).",
    params: businessParamsSchema,
    body: receiptSignSchema,
    response: receiptSignedSchema,
    errors: { 404: ['business.not.found'], 409: ['receipt.no.key'] },
  }),
};
