import { z } from 'zod';
import { captchaSolutionSchema } from './auth';
import { localeCodeSchema } from './common';
import { PHONE_PATTERN } from './constants';
import { balancesSchema } from './ledger-admin';
import { giftSchema } from './ledger';

/**
 * Campaigns: landing pages that give a gift to each phone number that confirms itself with a one-time code, and
 * receipt QR codes a member scans to earn a purchase's points. Amounts are hundredths.
 */

const isoCountrySchema = z.string().regex(/^[A-Z]{2}$/, 'validation.country');

export const landingTextSchema = z.object({
  title: z.string().trim().min(1, 'validation.required').max(200, 'validation.too.long'),
  text: z.string().trim().max(5000, 'validation.too.long').default(''),
});

export const landingGiftSchema = z.object({
  name: z.string().trim().min(1, 'validation.required').max(120, 'validation.too.long'),
  description: z.string().trim().max(1000, 'validation.too.long').default(''),
  validDays: z.number().int().min(1).max(3650).nullable().default(null),
  imageUrl: z
    .url({ protocol: /^https$/ })
    .max(2048)
    .nullable()
    .default(null),
});

const landingIdSchema = z.uuid('landing.not.found');
const legacyIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_.-]+$/, 'validation.legacy.id');

/** Admin: `POST /admin/v1/businesses/:businessId/landing-pages` (CLI `landing:create`). */
export const landingPageCreateSchema = z
  .object({
    texts: z
      .record(localeCodeSchema, landingTextSchema)
      .refine((texts) => Object.keys(texts).length > 0, 'validation.required'),
    imageUrl: z
      .url({ protocol: /^https$/ })
      .max(2048)
      .nullable()
      .default(null),
    gift: landingGiftSchema,
    active: z.boolean().default(true),
    activeFrom: z.iso.datetime({ offset: true }).nullable().default(null),
    activeUntil: z.iso.datetime({ offset: true }).nullable().default(null),
    legacyId: legacyIdSchema.nullable().default(null),
    allowedCountries: z.array(isoCountrySchema).max(250).default([]),
    formId: z.string().trim().min(1).max(100).nullable().default(null),
    maxCodesPerHour: z.number().int().min(1).max(1_000_000).default(1000),
  })
  .strict();
export type LandingPageCreate = z.input<typeof landingPageCreateSchema>;

/** Admin: `PATCH .../landing-pages/:landingPageId` (CLI `landing:update`): the fields given change. */
export const landingPageUpdateSchema = z
  .object({
    texts: z.record(localeCodeSchema, landingTextSchema).optional(),
    imageUrl: z
      .url({ protocol: /^https$/ })
      .max(2048)
      .nullable()
      .optional(),
    gift: landingGiftSchema.optional(),
    active: z.boolean().optional(),
    activeFrom: z.iso.datetime({ offset: true }).nullable().optional(),
    activeUntil: z.iso.datetime({ offset: true }).nullable().optional(),
    legacyId: legacyIdSchema.nullable().optional(),
    allowedCountries: z.array(isoCountrySchema).max(250).optional(),
    formId: z.string().trim().min(1).max(100).nullable().optional(),
    maxCodesPerHour: z.number().int().min(1).max(1_000_000).optional(),
  })
  .strict();
export type LandingPageUpdate = z.input<typeof landingPageUpdateSchema>;

/** Admin: a landing page with everything it stores and its counters. */
export const adminLandingPageSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  legacyId: z.string().nullable(),
  texts: z.record(z.string(), z.object({ title: z.string(), text: z.string() })),
  imageUrl: z.string().nullable(),
  gift: z.object({
    name: z.string(),
    description: z.string(),
    validDays: z.number().int().nullable(),
    imageUrl: z.string().nullable(),
  }),
  active: z.boolean(),
  activeFrom: z.string().nullable(),
  activeUntil: z.string().nullable(),
  allowedCountries: z.array(z.string()),
  formId: z.string().nullable(),
  maxCodesPerHour: z.number().int(),
  /** Codes sent and confirmed: a low ratio of confirmed to sent is the mark of SMS pumping. */
  codesSent: z.number().int(),
  codesVerified: z.number().int(),
  claims: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminLandingPage = z.infer<typeof adminLandingPageSchema>;
export const adminLandingPageListSchema = z.object({ items: z.array(adminLandingPageSchema) });

export const landingPageParamsSchema = z.object({ landingPageId: landingIdSchema });
export const landingLookupQuerySchema = z.object({ lang: localeCodeSchema.optional() });

/** What a visitor sees: the page in the language asked for (else the business's default). */
export const landingPageSchema = z.object({
  id: z.string(),
  legacyId: z.string().nullable(),
  language: z.string(),
  title: z.string(),
  text: z.string(),
  imageUrl: z.string().nullable(),
  gift: z.object({
    name: z.string(),
    description: z.string(),
    validDays: z.number().int().nullable(),
    imageUrl: z.string().nullable(),
  }),
  /** The countries whose numbers may claim, each with its dialling prefix (the country picker). */
  countries: z.array(z.object({ code: z.string(), name: z.string(), phonePrefix: z.string() })),
  formId: z.string().nullable(),
  activeUntil: z.string().nullable(),
});
export type LandingPage = z.infer<typeof landingPageSchema>;

const phoneNumberSchema = z
  .string('validation.required')
  .trim()
  .min(1, 'validation.required')
  .max(40, 'validation.too.long')
  .regex(PHONE_PATTERN, 'validation.phone.not.in.right.format');

/** `POST /v1/landing-pages/:landingPageId/codes`: step 1, a code by SMS to the visitor's phone. */
export const landingCodeRequestSchema = z.object({
  phoneNumber: phoneNumberSchema,
  /** The country picked for a national number; the page's (or business's) default otherwise. */
  country: isoCountrySchema.optional(),
  language: localeCodeSchema.optional(),
  captcha: captchaSolutionSchema,
});
export const landingCodeSentSchema = z.object({
  sent: z.literal(true),
  /** The number in E.164, as the code went to it: step 2 sends it back. */
  phoneNumber: z.string(),
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});
export type LandingCodeSent = z.infer<typeof landingCodeSentSchema>;

/** `POST /v1/landing-pages/:landingPageId/claims`: step 2, the code; the member found or made, the gift given once. */
export const landingClaimRequestSchema = z.object({
  phoneNumber: phoneNumberSchema,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'auth.code.format'),
  /** The visitor ticked the page's consent (needed when the number is not yet a member's). */
  consent: z.literal(true, 'auth.consent.required'),
  language: localeCodeSchema.optional(),
});
export const landingClaimSchema = z.object({
  /** `already-claimed`: this number had this page's gift before; the same gift is shown, nothing new given. */
  status: z.enum(['claimed', 'already-claimed']),
  gift: giftSchema.nullable(),
  memberCreated: z.boolean(),
  /** A sign-in ticket for the member, so the visitor leaves signed in. */
  ticket: z.string(),
});
export type LandingClaim = z.infer<typeof landingClaimSchema>;

/* Receipt QR codes ------------------------------------------------------------------------------------------ */

/** Receipts can be scanned for this many days after the till printed them. */
export const RECEIPT_VALID_DAYS = 30;

/**
 * A receipt code as a till prints it (docs/receipt-qr.md):
 * `LPR1.<businessId>.<keyId>.<transactionId>.<amount>.<issuedAt>.<signature>`.
 */
export const receiptCodeSchema = z.string().trim().min(1, 'receipt.invalid').max(400, 'receipt.invalid');

export const receiptKeySchema = z.object({
  keyId: z.string(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});
export const receiptKeyListSchema = z.object({ items: z.array(receiptKeySchema) });
/** The new key, with its secret: shown once, for the till's configuration. */
export const receiptKeyCreatedSchema = receiptKeySchema.extend({ secret: z.string() });

const transactionIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'validation.transaction.id');

/** Admin: `POST .../receipts/sign`: a signed code for a receipt (CLI `receipt:qr`; tills may sign themselves). */
export const receiptSignSchema = z
  .object({
    transactionId: transactionIdSchema,
    /** Hundredths. */
    amount: z.number().int().min(1).max(100_000_000),
    /** Epoch seconds; now when absent. */
    issuedAt: z.number().int().min(0).optional(),
  })
  .strict();
export const receiptSignedSchema = z.object({ code: z.string() });

/** `POST /v1/member/receipts`: the code a member scanned or typed. */
export const receiptSubmitSchema = z.object({ code: receiptCodeSchema });
export const receiptSubmitResultSchema = z.object({
  /** `already-credited`: this member had this receipt's points before; nothing new was credited. */
  status: z.enum(['credited', 'already-credited']),
  transactionId: z.string(),
  amount: z.number().int(),
  pointsEarned: z.number().int(),
  balances: balancesSchema,
});
export type ReceiptSubmitResult = z.infer<typeof receiptSubmitResultSchema>;

/* Identifiers ----------------------------------------------------------------------------------------------- */

/** `POST /v1/member/identifiers/validate`: are this phone and e-mail free for the member to use? */
export const identifiersValidateSchema = z.object({
  phoneNumber: z.string().trim().max(40).optional(),
  email: z.string().trim().max(254).optional(),
});
export const identifiersValidSchema = z.object({ valid: z.literal(true) });

export { transactionIdSchema };
