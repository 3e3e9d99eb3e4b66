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
 * Takes one unit of stock if there is one (an unlimited item always has one). A single conditional UPDATE: two
 * buyers of the last unit cannot both succeed, and stock never goes below zero.
 */
export async function takeOneUnit(
  db: DatabaseExecutor,
  businessId: string,
  id: string,
): Promise<{ stock: number | null } | undefined> {
  const rows = await db
    .update(shopItems)
    .set({ stock: sql`case when ${shopItems.stock} is null then null else ${shopItems.stock} - 1 end` })
    .where(
      and(
        eq(shopItems.businessId, businessId),
        eq(shopItems.id, id),
        or(isNull(shopItems.stock), gt(shopItems.stock, 0)),
      ),
    )
    .returning({ stock: shopItems.stock });
  return rows[0];
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

export async function insertOrder(
  tx: DatabaseExecutor,
  values: typeof shopOrders.$inferInsert,
): Promise<void> {
  await tx.insert(shopOrders).values(values);
}
