import { randomUUID } from 'node:crypto';
import {
  ledgerMessageKeys,
  type AdminShopItem,
  type Shop,
  type ShopItem,
  type ShopPurchaseRequest,
  type ShopPurchaseResult,
  type shopItemCreateSchema,
  type shopItemUpdateSchema,
} from '@loyalty/contract';
import type { Database, DatabaseExecutor } from '@loyalty/db';
import type { z } from 'zod';
import { violatedUniqueConstraint } from '../../lib/database-errors';
import { conflict, notFound, validationFailed } from '../../lib/http-error';
import { isUuid } from '../../lib/uuid';
import { getBalances } from '../balances/balances.service';
import { getGift, grantGift, toGift } from '../gifts/gifts.service';
import { appendEntry, balancesWith } from '../ledger/ledger.service';
import { lockBalance } from '../ledger/ledger.repository';
import * as repository from './shop.repository';

const itemNotFound = () => notFound(ledgerMessageKeys.itemNotFound);
const itemNotAvailable = () => conflict(ledgerMessageKeys.itemNotAvailable);
const outOfStock = () => conflict(ledgerMessageKeys.outOfStock);
const keyReused = () => conflict(ledgerMessageKeys.idempotencyKeyReused);

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toShopItem(row: repository.ShopItemRow): ShopItem {
  return {
    id: row.id,
    shop: row.shop,
    name: row.name,
    description: row.description,
    imageUrl: row.imageUrl,
    price: Number(row.price),
    priceType: row.priceType,
    stock: row.stock,
    activeFrom: iso(row.activeFrom),
    activeUntil: iso(row.activeUntil),
  };
}

function toAdminShopItem(row: repository.ShopItemRow): AdminShopItem {
  return {
    ...toShopItem(row),
    isActive: row.isActive,
    giftValidDays: row.giftValidDays,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function isAvailable(row: repository.ShopItemRow, now: Date): boolean {
  return (
    row.isActive && (!row.activeFrom || row.activeFrom <= now) && (!row.activeUntil || row.activeUntil > now)
  );
}

/** `GET /v1/member/shop/:shop/items`. */
export async function listShopItems(db: DatabaseExecutor, businessId: string, shop: Shop, now: Date) {
  return { items: (await repository.listAvailableItems(db, businessId, shop, now)).map(toShopItem) };
}

export interface PurchaseContext {
  db: Database;
  businessId: string;
  memberId: string;
  shop: Shop;
  now: Date;
}

/** The answer to a key used before: the same order for the same item, a 409 for another one. */
async function replayOrder(
  db: DatabaseExecutor,
  ctx: PurchaseContext,
  order: repository.ShopOrderRow,
  item: repository.ShopItemRow,
): Promise<ShopPurchaseResult> {
  if (order.itemId !== item.id || order.shop !== ctx.shop || !order.giftId) throw keyReused();
  const [gift, balances] = await Promise.all([
    getGift(db, ctx.businessId, order.giftId),
    getBalances(db, ctx.businessId, ctx.memberId),
  ]);
  return { orderId: order.id, gift: toGift(gift, ctx.now), balances, stock: item.stock, replayed: true };
}

/**
 * `POST /v1/member/shop/:shop/purchase`. The item is read first (its price type says which balance to lock), then
 * one transaction: lock the member's balance of that type (the only read of it), record the order (its unique key
 * per member answers a retry: the loser of that index reads the first order once its own transaction is gone),
 * check the item's window, spend (the ledger checks the balance once, under the lock), take one unit of stock
 * (conditional UPDATE, never below zero) and grant the gift. Any refusal rolls everything back. The answer carries
 * both balances and the stock left, so a client updates what it shows without reading them again.
 */
export async function purchaseItem(
  ctx: PurchaseContext,
  body: ShopPurchaseRequest,
): Promise<ShopPurchaseResult> {
  const { db, businessId, memberId, now } = ctx;
  if (!isUuid(body.itemId)) throw itemNotFound();
  const itemId = body.itemId.toLowerCase();
  const item = await repository.findItem(db, businessId, itemId);
  if (!item || item.shop !== ctx.shop) throw itemNotFound();
  try {
    return await db.transaction(async (tx) => {
      const price = Number(item.price);
      const { locked, other } = await lockBalance(tx, businessId, memberId, item.priceType);
      const orderId = randomUUID();
      const giftId = randomUUID();
      await repository.insertOrder(tx, {
        id: orderId,
        businessId,
        memberId,
        itemId,
        shop: item.shop,
        price,
        priceType: item.priceType,
        giftId,
        idempotencyKey: body.idempotencyKey,
        createdAt: now,
      });
      if (!isAvailable(item, now)) throw itemNotAvailable();
      let balance = locked;
      if (price > 0) {
        const spend = { businessId, memberId, type: item.priceType, operation: 'spend' as const, now };
        ({ balance } = await appendEntry(tx, { ...spend, amount: -price, entityId: orderId }, locked));
      }
      const taken = await repository.takeOneUnit(tx, businessId, itemId);
      if (!taken) throw outOfStock();
      const gift = await grantGift(tx, {
        id: giftId,
        businessId,
        memberId,
        source: item.shop === 'points' ? 'points-shop' : 'reward-shop',
        sourceId: item.id,
        name: item.name,
        description: item.description,
        imageUrl: item.imageUrl,
        validDays: item.giftValidDays,
        now,
      });
      return {
        orderId,
        gift: toGift(gift, now),
        balances: balancesWith(item.priceType, balance, other),
        stock: taken.stock,
        replayed: false,
      };
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'shop_orders_idempotency_key') {
      const first = await repository.findOrderByKey(db, businessId, memberId, body.idempotencyKey);
      if (first) return replayOrder(db, ctx, first, item);
    }
    throw error;
  }
}

type ItemCreateInput = z.output<typeof shopItemCreateSchema>;
type ItemUpdateInput = z.output<typeof shopItemUpdateSchema>;

const toDate = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

/** Admin: a new catalogue item. */
export async function createShopItem(
  db: DatabaseExecutor,
  businessId: string,
  input: ItemCreateInput,
  now: Date,
): Promise<AdminShopItem> {
  const row = await repository.insertItem(db, {
    ...input,
    businessId,
    activeFrom: toDate(input.activeFrom),
    activeUntil: toDate(input.activeUntil),
    createdAt: now,
    updatedAt: now,
  });
  return toAdminShopItem(row);
}

export async function listShopItemsForAdmin(db: DatabaseExecutor, businessId: string, shop?: Shop) {
  return { items: (await repository.listItems(db, businessId, shop)).map(toAdminShopItem) };
}

/** Admin: changes what was sent; the window is checked against the stored other end too. */
export async function updateShopItem(
  db: DatabaseExecutor,
  businessId: string,
  itemId: string,
  patch: ItemUpdateInput,
  now: Date,
): Promise<AdminShopItem> {
  if (!isUuid(itemId)) throw itemNotFound();
  const id = itemId.toLowerCase();
  const existing = await repository.findItem(db, businessId, id);
  if (!existing) throw itemNotFound();
  const activeFrom = toDate(patch.activeFrom);
  const activeUntil = toDate(patch.activeUntil);
  const from = activeFrom === undefined ? existing.activeFrom : activeFrom;
  const until = activeUntil === undefined ? existing.activeUntil : activeUntil;
  if (from && until && from >= until) {
    throw validationFailed([{ path: 'activeUntil', message: 'validation.active.window' }]);
  }
  const row = await repository.updateItem(db, businessId, id, {
    ...patch,
    activeFrom,
    activeUntil,
    updatedAt: now,
  });
  if (!row) throw itemNotFound();
  return toAdminShopItem(row);
}
