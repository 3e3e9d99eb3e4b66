import { shopItems, shopOrders, type DatabaseExecutor } from '@loyalty/db';
import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Shop } from '@loyalty/contract';
import { timestampParam } from '../../lib/sql-time';

export type ShopItemRow = typeof shopItems.$inferSelect;
export type ShopOrderRow = typeof shopOrders.$inferSelect;

export async function findItem(
  db: DatabaseExecutor,
  businessId: string,
  id: string,
): Promise<ShopItemRow | undefined> {
  const [row] = await db
    .select()
    .from(shopItems)
    .where(and(eq(shopItems.businessId, businessId), eq(shopItems.id, id)));
  return row;
}

/** Active items of one shop inside their window, cheapest first. */
export async function listAvailableItems(
  db: DatabaseExecutor,
  businessId: string,
  shop: Shop,
  now: Date,
): Promise<ShopItemRow[]> {
  const at = timestampParam(now);
  return db
    .select()
    .from(shopItems)
    .where(
      and(
        eq(shopItems.businessId, businessId),
        eq(shopItems.shop, shop),
        eq(shopItems.isActive, true),
        or(isNull(shopItems.activeFrom), sql`${shopItems.activeFrom} <= ${at}`),
        or(isNull(shopItems.activeUntil), gt(shopItems.activeUntil, at)),
      ),
    )
    .orderBy(asc(shopItems.price), asc(shopItems.name), asc(shopItems.id));
}

export async function listItems(
  db: DatabaseExecutor,
  businessId: string,
  shop: Shop | undefined,
): Promise<ShopItemRow[]> {
  return db
    .select()
    .from(shopItems)
    .where(and(eq(shopItems.businessId, businessId), shop ? eq(shopItems.shop, shop) : undefined))
    .orderBy(asc(shopItems.shop), asc(shopItems.createdAt), asc(shopItems.id));
}

export async function insertItem(
  db: DatabaseExecutor,
  values: typeof shopItems.$inferInsert,
): Promise<ShopItemRow> {
  const [row] = await db.insert(shopItems).values(values).returning();
  if (!row) throw new Error('shop item insert returned no row');
  return row;
}

export async function updateItem(
  db: DatabaseExecutor,
  businessId: string,
  id: string,
  values: Partial<typeof shopItems.$inferInsert>,
): Promise<ShopItemRow | undefined> {
  const [row] = await db
    .update(shopItems)
    .set(values)
    .where(and(eq(shopItems.businessId, businessId), eq(shopItems.id, id)))
    .returning();
  return row;
}

/**
 * Takes one unit of a limited stock if there is one and returns what is left (undefined when none was left). A
 * single conditional UPDATE: two buyers of the last unit cannot both succeed, and stock never goes below zero.
 */
export async function takeOneUnit(
  db: DatabaseExecutor,
  businessId: string,
  id: string,
): Promise<number | undefined> {
  const [row] = await db
    .update(shopItems)
    .set({ stock: sql`${shopItems.stock} - 1` })
    .where(and(eq(shopItems.businessId, businessId), eq(shopItems.id, id), gt(shopItems.stock, 0)))
    .returning({ stock: shopItems.stock });
  return row?.stock ?? undefined;
}

export async function findOrderByKey(
  db: DatabaseExecutor,
  businessId: string,
  memberId: string,
  idempotencyKey: string,
): Promise<ShopOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(shopOrders)
    .where(
      and(
        eq(shopOrders.businessId, businessId),
        eq(shopOrders.memberId, memberId),
        eq(shopOrders.idempotencyKey, idempotencyKey),
      ),
    );
  return row;
}

/**
 * The item, and the order claiming the purchase's idempotency key inserted from it in the same statement unless this
 * member used the key before (`claimed` false: nothing written). Undefined when the business has no such item (no
 * order written either). A concurrent first use of the key makes this wait for that transaction's outcome.
 */
export async function findItemAndClaimOrder(
  tx: DatabaseExecutor,
  order: {
    id: string;
    businessId: string;
    memberId: string;
    itemId: string;
    giftId: string;
    idempotencyKey: string;
    createdAt: Date;
  },
): Promise<{ item: ShopItemRow; claimed: boolean } | undefined> {
  const item = tx.$with('item').as(
    tx
      .select()
      .from(shopItems)
      .where(and(eq(shopItems.businessId, order.businessId), eq(shopItems.id, order.itemId))),
  );
  // Every column of shop_orders, in the table's order.
  const claimed = tx.$with('claimed').as(
    tx
      .insert(shopOrders)
      .select(
        sql`select ${order.id}::uuid, ${item.businessId}, ${order.memberId}::uuid, ${item.id}, ${item.shop},
          ${item.price}, ${item.priceType}, ${order.giftId}::uuid, ${order.idempotencyKey},
          ${timestampParam(order.createdAt)} from ${item}`,
      )
      .onConflictDoNothing({
        target: [shopOrders.businessId, shopOrders.memberId, shopOrders.idempotencyKey],
      })
      .returning({ id: shopOrders.id }),
  );
  const [row] = await tx
    .with(item, claimed)
    .select({ ...item._.selectedFields, claimed: sql<boolean>`exists (select 1 from ${claimed})` })
    .from(item);
  if (!row) return undefined;
  const { claimed: wasClaimed, ...found } = row;
  return { item: found, claimed: wasClaimed === true };
}
