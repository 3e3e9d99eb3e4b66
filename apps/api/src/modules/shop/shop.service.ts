import { randomUUID } from 'node:crypto';
import {
  ledgerMessageKeys,
  type AdminShopItem,
  type LedgerType,
  type Shop,
  type ShopItem,
  type ShopPurchaseRequest,
  type ShopPurchaseResult,
  type shopItemCreateSchema,
  type shopItemUpdateSchema,
} from '@loyalty/contract';
import type { Database, DatabaseExecutor } from '@loyalty/db';
import type { z } from 'zod';
import { isDeadlock, violatedUniqueConstraint } from '../../lib/database-errors';
import { conflict, notFound, validationFailed } from '../../lib/http-error';
import { isUuid } from '../../lib/uuid';
import { getBalances } from '../balances/balances.service';
import { getGift, grantGiftChecking, newRedeemCode, toGift } from '../gifts/gifts.service';
import {
  appendLockedEntry,
  insufficientBalance,
  lockBalance,
  lotDueCheck,
  spendWithoutDueLots,
} from '../ledger/ledger.service';
import { LAST_SEEN_INTERVAL_MS } from '../session/session.service';
import * as repository from './shop.repository';

const itemNotFound = () => notFound(ledgerMessageKeys.itemNotFound);
const itemNotAvailable = () => conflict(ledgerMessageKeys.itemNotAvailable);
const outOfStock = () => conflict(ledgerMessageKeys.outOfStock);
const keyReused = () => conflict(ledgerMessageKeys.idempotencyKeyReused);

/** 9999-12-31T23:59:59.999Z: beyond it, a JavaScript date's ISO string is one PostgreSQL does not read. */
const LATEST_TIMESTAMP_MS = 253_402_300_799_999;

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
  /**
   * The member's session, not checked yet: the purchase's own statement checks it, and a purchase that statement did
   * not make calls `verify` (the member-session hook's check, which throws its 401s) before anything else.
   */
  session: { id: string; authTime: number; verify: () => Promise<void> };
}

/** Both balances, from the one a purchase spent (of `type`) and the other one read in the same statement. */
const spentAndOther = (type: LedgerType, balance: number, other: number) =>
  type === 'point' ? { point: balance, credit: other } : { credit: balance, point: other };

/** The answer to a key used before: the same order for the same item, a 409 for another one. */
async function replayOrder(
  db: DatabaseExecutor,
  ctx: PurchaseContext,
  order: repository.ShopOrderRow,
  itemId: string,
): Promise<ShopPurchaseResult> {
  if (order.itemId !== itemId || order.shop !== ctx.shop || !order.giftId) throw keyReused();
  const [gift, balances, item] = await Promise.all([
    getGift(db, ctx.businessId, order.giftId),
    getBalances(db, ctx.businessId, ctx.memberId),
    repository.findItem(db, ctx.businessId, itemId),
  ]);
  return {
    orderId: order.id,
    gift: toGift(gift, ctx.now),
    balances,
    item: { id: itemId, stock: item?.stock ?? null },
    replayed: true,
  };
}

/**
 * `POST /v1/member/shop/:shop/purchase`. Nearly every purchase (an unlimited, priced item in its window, a balance
 * that covers it, for points no lot past its expiry, a new key) is one statement with no transaction around it:
 * the balance row locked, checked and lowered, the order, the gift, the entry and the wallet pass's flag, with the
 * balances after it (repository.purchaseInOneStatement). One member's purchases then queue on the balance row for
 * that statement and its commit only. Whatever that statement did not write (nothing, or a unique violation or
 * deadlock that rolled it back whole) takes {@link purchaseInTransaction}, which finds out why and answers as
 * before: the first result for a key used before, the item's or the balance's refusal, a limited stock, points
 * expired first.
 */
export async function purchaseItem(
  ctx: PurchaseContext,
  body: ShopPurchaseRequest,
): Promise<ShopPurchaseResult> {
  const { session } = ctx;
  if (!isUuid(body.itemId)) {
    await session.verify();
    throw itemNotFound();
  }
  const itemId = body.itemId.toLowerCase();
  const orderId = randomUUID();
  try {
    const bought = await repository.purchaseInOneStatement(
      ctx.db,
      {
        businessId: ctx.businessId,
        memberId: ctx.memberId,
        itemId,
        shop: ctx.shop,
        now: ctx.now,
        orderId,
        giftId: randomUUID(),
        idempotencyKey: body.idempotencyKey,
        redeemCode: newRedeemCode(),
      },
      {
        id: session.id,
        // Up to 15 digits: the latest instant the database takes (9999-12-31) stands in for any later one.
        authTime: new Date(Math.min(session.authTime, LATEST_TIMESTAMP_MS)),
        seenBefore: new Date(ctx.now.getTime() - LAST_SEEN_INTERVAL_MS),
      },
    );
    if (bought) {
      const { type, balance, otherBalance, gift } = bought;
      return {
        orderId,
        gift: toGift(gift, ctx.now),
        balances: spentAndOther(type, balance, otherBalance),
        item: { id: itemId, stock: null },
        replayed: false,
      };
    }
  } catch (error) {
    if (violatedUniqueConstraint(error) === undefined && !isDeadlock(error)) throw error;
  }
  // Nothing was written: a session the statement refused is refused here with the hook's own answer.
  await session.verify();
  return purchaseInTransaction(ctx, itemId, body.idempotencyKey);
}

/**
 * A purchase all in one transaction and in as few statements as it can: read the
 * item and claim the idempotency key by inserting the order from it, in one statement (a key used before answers
 * its first result); check the item; grant the gift, in a statement that also tells whether a point lot is due.
 * Then, nearly always (a price, and for points no lot past its expiry), one statement locks the member's balance of
 * the price's type, checks that it covers the price, writes the entry, the balance and the wallet pass's flag and
 * reads the other balance; a limited stock then loses one unit (conditional UPDATE; an unlimited item's row is not
 * written, so buyers of one item do not queue on it). Otherwise (a free item, or points to expire first) the
 * balance is locked and read, checked, the stock taken and the entry written after any expiry. Any refusal rolls
 * everything back. The lock comes last so that one member's purchases queue on it for the fewest round trips: that
 * statement and the commit.
 *
 * Retries of one key queue on the order's unique key, so a retry always finds the first order once that
 * committed; the answer carries the balances and the item's stock after the purchase, which is all a client needs
 * to update what it shows.
 */
async function purchaseInTransaction(
  ctx: PurchaseContext,
  itemId: string,
  idempotencyKey: string,
): Promise<ShopPurchaseResult> {
  const { db, businessId, memberId, now } = ctx;
  return db.transaction(async (tx) => {
    const orderId = randomUUID();
    const giftId = randomUUID();
    const found = await repository.findItemAndClaimOrder(tx, {
      id: orderId,
      businessId,
      memberId,
      itemId,
      giftId,
      idempotencyKey,
      createdAt: now,
    });
    if (!found) throw itemNotFound();
    const { item, claimed } = found;
    const price = Number(item.price);
    if (!claimed) {
      const earlier = await repository.findOrderByKey(tx, businessId, memberId, idempotencyKey);
      if (!earlier) throw keyReused();
      return replayOrder(tx, ctx, earlier, itemId);
    }
    if (item.shop !== ctx.shop) throw itemNotFound();
    if (!isAvailable(item, now)) throw itemNotAvailable();
    // What does not need the balance lock goes before it (a refusal below rolls it back). The gift's statement also
    // answers whether a point lot is due (only asked when points are spent).
    const { gift, check: lotMayBeDue } = await grantGiftChecking(
      tx,
      {
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
      },
      item.priceType === 'point' && price > 0 ? lotDueCheck(businessId, memberId, now) : undefined,
    );
    const spend = {
      businessId,
      memberId,
      type: item.priceType,
      operation: 'spend' as const,
      amount: -price,
      entityId: orderId,
      now,
    };
    if (price > 0 && !lotMayBeDue) {
      // The common case in one statement (lock, check, entry, balance), then the stock under the same lock order as
      // below: balance row first, item row second.
      const spent = await spendWithoutDueLots(tx, spend);
      const stock = item.stock === null ? null : await repository.takeOneUnit(tx, businessId, itemId);
      if (stock === undefined) throw outOfStock();
      return {
        orderId,
        gift: toGift(gift, now),
        balances: spentAndOther(item.priceType, spent.balance, spent.otherBalance),
        item: { id: itemId, stock },
        replayed: false,
      };
    }
    // A free item, or points with a lot due (expired under the lock before the deduction). The other type's
    // balance, read unlocked; the price type's is the one written under the lock.
    const unlocked = await getBalances(tx, businessId, memberId);
    const locked = await lockBalance(tx, businessId, memberId, item.priceType);
    if (locked < price) throw insufficientBalance();
    let stock = item.stock;
    if (stock !== null) {
      const left = await repository.takeOneUnit(tx, businessId, itemId);
      if (left === undefined) throw outOfStock();
      stock = left;
    }
    let balance = locked;
    if (price > 0) {
      ({ balance } = await appendLockedEntry(tx, spend, locked));
    }
    return {
      orderId,
      gift: toGift(gift, now),
      balances: { ...unlocked, [item.priceType]: balance },
      item: { id: itemId, stock },
      replayed: false,
    };
  });
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
