import { z } from 'zod';
import {
  giftSchema,
  ledgerTypeSchema,
  purchaseActivitySchema,
  purchaseItemSchema,
  shopItemSchema,
  shopSchema,
} from './ledger';

/**
 * Admin (business-facing) contract of the ledger, shops and gifts: what the admin API and CLI send and receive.
 * Amounts are integers in hundredths, like the member-facing contract.
 */

const idempotencyKeySchema = z
  .string('validation.idempotency.key')
  .min(8, 'validation.idempotency.key')
  .max(100, 'validation.idempotency.key')
  .regex(/^[A-Za-z0-9_:.-]+$/, 'validation.idempotency.key');

const HUNDREDTHS_MAX = 100_000_000_000;

/** Balances after a write, hundredths. */
export const balancesSchema = z.object({ credit: z.number().int(), point: z.number().int() });
export type BalancesResult = z.infer<typeof balancesSchema>;

/** `POST /admin/v1/businesses/:businessId/purchases` (CLI `purchase:record`): earns points by the earning rate. */
export const purchaseRecordSchema = z
  .object({
    /** Member id, e-mail or phone. */
    member: z.string().min(1).max(320),
    /** Total paid, hundredths. */
    amount: z.number().int().min(0).max(HUNDREDTHS_MAX),
    items: z.array(purchaseItemSchema).max(500).default([]),
    locationId: z.uuid('location.not.found').nullable().default(null),
    /** The till's receipt id; recording it again answers the first result. */
    externalId: z.string().trim().min(1).max(200).nullable().default(null),
  })
  .strict();
export type PurchaseRecord = z.input<typeof purchaseRecordSchema>;

export const purchaseRecordResultSchema = z.object({
  purchase: purchaseActivitySchema.extend({ memberId: z.string(), externalId: z.string().nullable() }),
  balances: balancesSchema,
  replayed: z.boolean(),
});
export type PurchaseRecordResult = z.infer<typeof purchaseRecordResultSchema>;

/** `POST /admin/v1/businesses/:businessId/members/:memberRef/points/adjust` (CLI `points:adjust`, `points:award`). */
export const pointsAdjustSchema = z
  .object({
    type: ledgerTypeSchema,
    /** Signed hundredths; a deduction never takes the balance below zero (409). */
    amount: z
      .number()
      .int()
      .min(-HUNDREDTHS_MAX)
      .max(HUNDREDTHS_MAX)
      .refine((n) => n !== 0, 'validation.amount.zero'),
    note: z.string().trim().max(500).nullable().default(null),
    idempotencyKey: idempotencyKeySchema.nullable().default(null),
  })
  .strict();
export type PointsAdjust = z.input<typeof pointsAdjustSchema>;

export const pointsAdjustResultSchema = z.object({
  entryId: z.string(),
  balances: balancesSchema,
  replayed: z.boolean(),
});
export type PointsAdjustResult = z.infer<typeof pointsAdjustResultSchema>;

/** `POST /admin/v1/businesses/:businessId/points/expire` (CLI `points:expire`): run expiry now. */
export const pointsExpireResultSchema = z.object({
  /** Members who lost points in this run. */
  members: z.number().int(),
  /** Hundredths of points expired in this run. */
  expired: z.number().int(),
});
export type PointsExpireResult = z.infer<typeof pointsExpireResultSchema>;

const isoDate = z.iso.datetime({ offset: true });

/** A shop item as the business sees it (also inactive ones). */
export const adminShopItemSchema = shopItemSchema.extend({
  isActive: z.boolean(),
  giftValidDays: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminShopItem = z.infer<typeof adminShopItemSchema>;
export const adminShopItemListSchema = z.object({ items: z.array(adminShopItemSchema) });

const shopItemFields = {
  name: z.string().trim().min(1).max(200),
  description: z.string().trim().max(2000),
  imageUrl: z.url().max(2000).nullable(),
  price: z.number().int().min(0).max(HUNDREDTHS_MAX),
  stock: z.number().int().min(0).max(100_000_000).nullable(),
  isActive: z.boolean(),
  activeFrom: isoDate.nullable(),
  activeUntil: isoDate.nullable(),
  giftValidDays: z.number().int().min(1).max(36_500).nullable(),
};

const windowInOrder = (item: { activeFrom?: string | null; activeUntil?: string | null }) =>
  !item.activeFrom || !item.activeUntil || Date.parse(item.activeFrom) < Date.parse(item.activeUntil);
const windowIssue = { message: 'validation.active.window', path: ['activeUntil'] };

/** `POST /admin/v1/businesses/:businessId/shop/items` (CLI `shop:item-create`, `shop:add`). */
export const shopItemCreateSchema = z
  .object({
    shop: shopSchema,
    priceType: ledgerTypeSchema,
    name: shopItemFields.name,
    price: shopItemFields.price,
    description: shopItemFields.description.default(''),
    imageUrl: shopItemFields.imageUrl.default(null),
    stock: shopItemFields.stock.default(null),
    isActive: shopItemFields.isActive.default(true),
    activeFrom: shopItemFields.activeFrom.default(null),
    activeUntil: shopItemFields.activeUntil.default(null),
    giftValidDays: shopItemFields.giftValidDays.default(null),
  })
  .strict()
  .refine(windowInOrder, windowIssue);
export type ShopItemCreate = z.input<typeof shopItemCreateSchema>;

/** `PATCH /admin/v1/businesses/:businessId/shop/items/:itemId` (CLI `shop:item-update`): only the fields sent. */
export const shopItemUpdateSchema = z
  .object(shopItemFields)
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, 'validation.required')
  .refine(windowInOrder, windowIssue);
export type ShopItemUpdate = z.input<typeof shopItemUpdateSchema>;

export const adminShopItemListQuerySchema = z.object({ shop: shopSchema.optional() });

/** `POST /admin/v1/businesses/:businessId/gifts/redeem` (CLI `gift:redeem`): the till marks a gift used. */
export const giftRedeemSchema = z.object({ redeemCode: z.string().trim().min(4).max(64) }).strict();
export type GiftRedeem = z.input<typeof giftRedeemSchema>;

/** A gift as the business sees it: whose it is. */
export const adminGiftSchema = giftSchema.extend({ memberId: z.string() });
export type AdminGift = z.infer<typeof adminGiftSchema>;
export const adminGiftListSchema = z.object({ gifts: z.array(adminGiftSchema) });
export type AdminGiftList = z.infer<typeof adminGiftListSchema>;

/** `POST /admin/v1/businesses/:businessId/members/:memberRef/gifts` (CLI `gift:grant`). */
export const giftGrantSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    description: z.string().trim().max(2000).default(''),
    imageUrl: z.url().max(2000).nullable().default(null),
    validDays: z.number().int().min(1).max(36_500).nullable().default(null),
  })
  .strict();
export type GiftGrant = z.input<typeof giftGrantSchema>;
