import { z } from 'zod';
import { isoDateTimeSchema } from './common';

export const subscriptionIntervalSchema = z.enum(['month', 'year']);
export type SubscriptionInterval = z.infer<typeof subscriptionIntervalSchema>;

export const subscriptionStatusSchema = z.enum(['pending', 'active', 'past_due', 'cancelled']);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

const planTextSchema = z.object({
  name: z.string().trim().min(1).max(120),
  description: z.string().trim().max(1000).default(''),
  cardLabel: z.string().trim().min(1).max(40),
});

const planGiftSchema = z.object({
  name: z.string().trim().min(1).max(120),
  description: z.string().trim().max(500).default(''),
});

const localeTextsSchema = z
  .record(z.string().regex(/^[a-z]{2,3}([_-][A-Za-z]{2,4})?$/, 'validation.locale'), planTextSchema)
  .refine((texts) => Object.keys(texts).length > 0, 'validation.required');

const planIdSchema = z.uuid();

/** A plan as the admin sees and edits it: texts in every language given. */
export const adminSubscriptionPlanSchema = z.object({
  id: planIdSchema,
  texts: z.record(z.string(), planTextSchema),
  price: z.number().int(),
  currency: z.string(),
  interval: subscriptionIntervalSchema,
  pointsPerPeriod: z.number().int(),
  gift: planGiftSchema.nullable(),
  active: z.boolean(),
  stripePriceId: z.string().nullable(),
  createdAt: isoDateTimeSchema,
});
export type AdminSubscriptionPlan = z.infer<typeof adminSubscriptionPlanSchema>;

export const adminSubscriptionPlanListSchema = z.object({ items: z.array(adminSubscriptionPlanSchema) });

/** A new plan; price, currency and interval can never change afterwards (a new price is a new plan). */
export const subscriptionPlanCreateSchema = z.object({
  texts: localeTextsSchema,
  /** Hundredths of the currency. */
  price: z.number().int().positive().max(100_000_000),
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/)
    .transform((value) => value.toUpperCase()),
  interval: subscriptionIntervalSchema,
  pointsPerPeriod: z.number().int().min(0).max(100_000_000).default(0),
  gift: planGiftSchema.nullable().default(null),
  active: z.boolean().default(true),
  stripePriceId: z
    .string()
    .regex(/^price_\w+$/)
    .nullable()
    .default(null),
});
export type SubscriptionPlanCreate = z.input<typeof subscriptionPlanCreateSchema>;

/** What may change on a plan: texts, benefits, whether it is sold, its Stripe price. */
export const subscriptionPlanUpdateSchema = z.strictObject({
  texts: localeTextsSchema.optional(),
  pointsPerPeriod: z.number().int().min(0).max(100_000_000).optional(),
  gift: planGiftSchema.nullable().optional(),
  active: z.boolean().optional(),
  stripePriceId: z
    .string()
    .regex(/^price_\w+$/)
    .nullable()
    .optional(),
});
export type SubscriptionPlanUpdate = z.input<typeof subscriptionPlanUpdateSchema>;

export const subscriptionPlanParamsSchema = z.object({
  businessId: z.string().min(1),
  planId: planIdSchema,
});

/** A plan as a member sees it, in their language. `id` is the `priceId` a checkout names. */
export const subscriptionPlanSchema = z.object({
  id: planIdSchema,
  name: z.string(),
  description: z.string(),
  cardLabel: z.string(),
  price: z.number().int(),
  currency: z.string(),
  interval: subscriptionIntervalSchema,
  pointsPerPeriod: z.number().int(),
  gift: planGiftSchema.nullable(),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

/** What one paid period gave. */
export const subscriptionBenefitSchema = z.object({
  periodStart: isoDateTimeSchema,
  periodEnd: isoDateTimeSchema,
  points: z.number().int(),
  giftName: z.string().nullable(),
});
export type SubscriptionBenefit = z.infer<typeof subscriptionBenefitSchema>;

export const memberSubscriptionSchema = z.object({
  id: z.uuid(),
  planId: planIdSchema,
  planName: z.string(),
  cardLabel: z.string(),
  status: subscriptionStatusSchema,
  currentPeriodEnd: isoDateTimeSchema.nullable(),
  cancelAtPeriodEnd: z.boolean(),
  cancelledAt: isoDateTimeSchema.nullable(),
  /** Where an unfinished checkout continues (pending only). */
  checkoutUrl: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  benefits: z.array(subscriptionBenefitSchema),
});
export type MemberSubscription = z.infer<typeof memberSubscriptionSchema>;

export const memberSubscriptionsSchema = z.object({
  plans: z.array(subscriptionPlanSchema),
  subscriptions: z.array(memberSubscriptionSchema),
  /** True when checkouts are simulated (no payment provider configured). */
  testMode: z.boolean(),
});
export type MemberSubscriptions = z.infer<typeof memberSubscriptionsSchema>;

/** The API side of a checkout: the portal has already checked that `returnUrl` is on its own origin. */
export const subscribeRequestSchema = z.object({
  priceId: z.string().min(1).max(100),
  returnUrl: z.url().max(2000),
  lang: z.string().max(10).optional(),
});

export const subscribeResultSchema = z.object({
  subscriptionId: z.uuid(),
  /** Absolute (Stripe) or a portal path (test mode). */
  checkoutUrl: z.string(),
});
export type SubscribeResult = z.infer<typeof subscribeResultSchema>;

export const cancelSubscriptionSchema = z.object({ subscriptionId: z.string().min(1).max(100) });

export const testCheckoutSchema = z.object({
  subscriptionId: z.string().min(1).max(100),
  outcome: z.enum(['pay', 'decline']),
});
export const testCheckoutResultSchema = z.object({
  outcome: z.enum(['paid', 'declined']),
  /** Where the member goes back to (the checkout's return address). */
  returnUrl: z.string(),
});
export type TestCheckoutResult = z.infer<typeof testCheckoutResultSchema>;

export const adminSubscriptionSchema = z.object({
  id: z.uuid(),
  memberId: z.uuid(),
  planId: planIdSchema,
  provider: z.string(),
  status: subscriptionStatusSchema,
  currentPeriodEnd: isoDateTimeSchema.nullable(),
  cancelAtPeriodEnd: z.boolean(),
  periodsPaid: z.number().int(),
  createdAt: isoDateTimeSchema,
});
export const adminSubscriptionListSchema = z.object({ items: z.array(adminSubscriptionSchema) });

export const subscriptionParamsSchema = z.object({
  businessId: z.string().min(1),
  subscriptionId: z.uuid(),
});
export const testRenewSchema = z.object({ outcome: z.enum(['paid', 'failed']).default('paid') });

/** The raw body of a provider webhook, exactly as signed. */
export const webhookBodySchema = z.string().min(1).max(1_000_000);
export const webhookResultSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });
