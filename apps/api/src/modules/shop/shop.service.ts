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
import { appendEntry, insufficientBalance } from '../ledger/ledger.service';
import { lockBalanceRow } from '../ledger/ledger.repository';
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
  itemId: string,
): Promise<ShopPurchaseResult> {
  if (order.itemId !== itemId || order.shop !== ctx.shop || !order.giftId) throw keyReused();
  const gift = await getGift(db, ctx.businessId, order.giftId);
  return {
    orderId: order.id,
    gift: toGift(gift, ctx.now),
    balances: await getBalances(db, ctx.businessId, ctx.memberId),
    replayed: true,
  };
}

/**
 * `POST /v1/member/shop/:shop/purchase`, all in one transaction: lock the member's balance of the price's type,
 * answer a key seen before with its first result, check the item, take one unit of stock (conditional UPDATE),
 * record the order (unique key per member), spend, grant the gift. Any refusal rolls everything back.
 *
 * Retries of one key queue on the balance lock, so the second one sees the first one's order. Only a retry racing
 * on another lock (the key reused for an item priced in the other type) can reach the unique index; that loser
 * reads the winner's order after its own transaction is gone.
 */
export async function purchaseItem(
  ctx: PurchaseContext,
  body: ShopPurchaseRequest,
): Promise<ShopPurchaseResult> {
  const { db, businessId, memberId, now } = ctx;
  if (!isUuid(body.itemId)) throw itemNotFound();
  const itemId = body.itemId.toLowerCase();
  const earlier = await repository.findOrderByKey(db, businessId, memberId, body.idempotencyKey);
  if (earlier) return replayOrder(db, ctx, earlier, itemId);
  const item = await repository.findItem(db, businessId, itemId);
  if (!item || item.shop !== ctx.shop) throw itemNotFound();
  try {
    return await db.transaction(async (tx) => {
      const price = Number(item.price);
      const balance = await lockBalanceRow(tx, businessId, memberId, item.priceType);
      const raced = await repository.findOrderByKey(tx, businessId, memberId, body.idempotencyKey);
      if (raced) return replayOrder(tx, ctx, raced, itemId);
      const current = await repository.findItem(tx, businessId, itemId);
      if (!current || !isAvailable(current, now)) throw itemNotAvailable();
      if (balance < price) throw insufficientBalance();
      if (!(await repository.takeOneUnit(tx, businessId, itemId))) throw outOfStock();
      const orderId = randomUUID();
      const giftId = randomUUID();
      await repository.insertOrder(tx, {
        id: orderId,
        businessId,
        memberId,
        itemId,
        shop: current.shop,
        price,
        priceType: current.priceType,
        giftId,
        idempotencyKey: body.idempotencyKey,
        createdAt: now,
      });
      if (price > 0) {
        await appendEntry(tx, {
          businessId,
          memberId,
          type: current.priceType,
          operation: 'spend',
          amount: -price,
          entityId: orderId,
          now,
        });
      }
      const gift = await grantGift(tx, {
        id: giftId,
        businessId,
        memberId,
        source: current.shop === 'points' ? 'points-shop' : 'reward-shop',
        sourceId: current.id,
        name: current.name,
        description: current.description,
        imageUrl: current.imageUrl,
        validDays: current.giftValidDays,
        now,
      });
      return {
        orderId,
        gift: toGift(gift, now),
        balances: await getBalances(tx, businessId, memberId),
        replayed: false,
      };
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'shop_orders_idempotency_key') {
      const winner = await repository.findOrderByKey(db, businessId, memberId, body.idempotencyKey);
      if (winner) return replayOrder(db, ctx, winner, itemId);
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
