import { z } from 'zod';

/**
 * Member-facing contract of the points and credit ledger, shops, gifts, activity, referrals (issue #5).
 * Amounts are integers in hundredths everywhere (1250 is 12.50).
 */

export const ledgerTypeSchema = z.enum(['credit', 'point']);
export type LedgerType = z.infer<typeof ledgerTypeSchema>;

export const ledgerOperationSchema = z.enum([
  'earn',
  'spend',
  'refund',
  'adjust',
  'expire',
  'referral',
  'subscription',
]);
export type LedgerOperation = z.infer<typeof ledgerOperationSchema>;

/** `{page}/{perPage}` of the activity lists: page from 1, at most 100 per page. */
export const pageParamsSchema = z.object({
  page: z.coerce.number().int().min(1, 'validation.page').max(100_000, 'validation.page'),
  perPage: z.coerce.number().int().min(1, 'validation.per.page').max(100, 'validation.per.page'),
});
export type PageParams = z.infer<typeof pageParamsSchema>;

function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    perPage: z.number().int(),
    total: z.number().int(),
    hasMore: z.boolean(),
  });
}

/** One ledger entry (a "wallet transaction"); the portal derives the display fields. */
export const walletTransactionSchema = z.object({
  type: ledgerTypeSchema,
  operation: ledgerOperationSchema,
  /** ISO 8601. */
  created_on: z.string(),
  /** Signed hundredths. */
  amount: z.number().int(),
  entity_id: z.string().nullable(),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

/** The `{creditType}` of the budget list: `credit` or `points` (the portal's second spelling); `point` also works. */
export const budgetCreditTypeSchema = z.enum(['credit', 'points', 'point']);
export type BudgetCreditType = z.infer<typeof budgetCreditTypeSchema>;

/** `GET /v1/member/activity/budget/:creditType?page&perPage` (portal: `/api/protected/activity/budget/{creditType}/{page}/{perPage}`), newest first. */
export const budgetActivityPageSchema = pageOf(walletTransactionSchema);
export type BudgetActivityPage = z.infer<typeof budgetActivityPageSchema>;

export const purchaseItemSchema = z.object({
  name: z.string().min(1).max(200),
  quantity: z.number().int().min(1).max(10_000),
  /** Hundredths per unit. */
  unitPrice: z.number().int().min(0),
});
export type PurchaseItemLine = z.infer<typeof purchaseItemSchema>;

/** A purchase the business recorded for the member. */
export const purchaseActivitySchema = z.object({
  id: z.string(),
  /** Total paid, hundredths. */
  amount: z.number().int(),
  items: z.array(purchaseItemSchema),
  locationId: z.string().nullable(),
  locationName: z.string().nullable(),
  /** Hundredths of points. */
  pointsEarned: z.number().int(),
  created_on: z.string(),
});
export type PurchaseActivity = z.infer<typeof purchaseActivitySchema>;

/** `GET /v1/member/activity/purchases?page&perPage` (portal: `/api/protected/activity/purchases/{page}/{perPage}`), newest first. */
export const purchaseActivityPageSchema = pageOf(purchaseActivitySchema);
export type PurchaseActivityPage = z.infer<typeof purchaseActivityPageSchema>;

export const shopSchema = z.enum(['points', 'reward']);
export type Shop = z.infer<typeof shopSchema>;

export const shopItemSchema = z.object({
  id: z.string(),
  shop: shopSchema,
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  /** Hundredths of `priceType`. */
  price: z.number().int(),
  priceType: ledgerTypeSchema,
  /** Units left; null is unlimited. */
  stock: z.number().int().nullable(),
  activeFrom: z.string().nullable(),
  activeUntil: z.string().nullable(),
});
export type ShopItem = z.infer<typeof shopItemSchema>;

/** `GET /v1/member/shop/:shop/items` (portal: `/api/protected/points/shop/{shop}`): active items in their window. */
export const shopItemsSchema = z.object({ items: z.array(shopItemSchema) });
export type ShopItems = z.infer<typeof shopItemsSchema>;

/**
 * `POST /v1/member/shop/:shop/purchase` (portal: `/api/protected/points/submitPointShopPurchase` for the points
 * shop, `submitRewardShopPurchase` for the reward shop). The client makes one idempotency key per purchase intent
 * (a UUID) and sends the same key on retry.
 */
export const shopPurchaseRequestSchema = z.object({
  itemId: z.uuid('shop.item.not.found'),
  idempotencyKey: z
    .string('validation.idempotency.key')
    .min(8, 'validation.idempotency.key')
    .max(100, 'validation.idempotency.key')
    .regex(/^[A-Za-z0-9_-]+$/, 'validation.idempotency.key'),
});
export type ShopPurchaseRequest = z.infer<typeof shopPurchaseRequestSchema>;

export const giftStatusSchema = z.enum(['active', 'redeemed', 'expired']);
export type GiftStatus = z.infer<typeof giftStatusSchema>;

export const giftSourceSchema = z.enum([
  'points-shop',
  'reward-shop',
  'landing-page',
  'referral',
  'admin',
  'subscription',
]);
export type GiftSource = z.infer<typeof giftSourceSchema>;

/** An asset the member holds. */
export const giftSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  source: giftSourceSchema,
  /** Shown at the till, also as a QR code. */
  redeemCode: z.string(),
  status: giftStatusSchema,
  expiresAt: z.string().nullable(),
  redeemedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Gift = z.infer<typeof giftSchema>;

/** `GET /v1/member/gifts` (portal: `/api/protected/gift`), newest first. */
export const giftsSchema = z.object({ gifts: z.array(giftSchema) });
export type Gifts = z.infer<typeof giftsSchema>;

export const shopPurchaseResultSchema = z.object({
  orderId: z.string(),
  gift: giftSchema,
  /** Balances after the purchase, hundredths. */
  balances: z.object({ credit: z.number().int(), point: z.number().int() }),
  /** The item's stock left after the purchase; null when unlimited. */
  stock: z.number().int().nullable(),
  /** True when this answers a retry of an earlier request with the same key (nothing more was spent). */
  replayed: z.boolean(),
});
export type ShopPurchaseResult = z.infer<typeof shopPurchaseResultSchema>;

/** `GET /v1/member/points` (portal: `/api/protected/points/member`). */
export const pointsSummarySchema = z.object({
  /** Hundredths. */
  points: z.number().int(),
  credit: z.number().int(),
  /** The soonest expiry of points still held; null when none expire. */
  nextExpiry: z.object({ amount: z.number().int(), expiresAt: z.string() }).nullable(),
  /** Lifetime totals, hundredths of points. */
  earned: z.number().int(),
  spent: z.number().int(),
});
export type PointsSummary = z.infer<typeof pointsSummarySchema>;

/** `GET /v1/member/referral` (portal: `/api/protected/member/friendReferral`). */
export const friendReferralSchema = z.object({
  code: z.string(),
  /** Relative sign-in URL carrying the code (`/auth/signin?ref=CODE`); the portal makes it absolute. */
  path: z.string(),
  /** What each side gets, or null when the business has no referral reward. */
  reward: z.object({ type: ledgerTypeSchema, amount: z.number().int() }).nullable(),
  /** Members who registered through this member's code. */
  referredCount: z.number().int(),
  /** Hundredths credited to this member for the friends who joined, per type. */
  earned: z.object({ point: z.number().int(), credit: z.number().int() }),
});
export type FriendReferral = z.infer<typeof friendReferralSchema>;

/** The query parameter that carries a referral code to sign-in/registration. */
export const REFERRAL_QUERY_PARAM = 'ref';
