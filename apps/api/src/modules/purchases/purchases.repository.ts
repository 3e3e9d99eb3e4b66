import { locations, purchases, type DatabaseExecutor } from '@loyalty/db';
import { and, count, desc, eq, isNotNull } from 'drizzle-orm';

export type PurchaseRow = typeof purchases.$inferSelect;
export type PurchaseWithLocation = PurchaseRow & { locationName: string | null };

/**
 * Inserts the purchase unless its receipt id (external id) was recorded before in this business: then undefined
 * and nothing written. A purchase without a receipt id is always inserted.
 */
export async function claimPurchase(
  tx: DatabaseExecutor,
  values: typeof purchases.$inferInsert,
): Promise<PurchaseRow | undefined> {
  const [row] = await tx
    .insert(purchases)
    .values(values)
    .onConflictDoNothing({
      target: [purchases.businessId, purchases.externalId],
      where: isNotNull(purchases.externalId),
    })
    .returning();
  return row;
}

export async function findPurchaseByExternalId(
  db: DatabaseExecutor,
  businessId: string,
  externalId: string,
): Promise<PurchaseRow | undefined> {
  const [row] = await db
    .select()
    .from(purchases)
    .where(and(eq(purchases.businessId, businessId), eq(purchases.externalId, externalId)));
  return row;
}

export async function findLocationName(
  db: DatabaseExecutor,
  businessId: string,
  locationId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ name: locations.name })
    .from(locations)
    .where(and(eq(locations.businessId, businessId), eq(locations.id, locationId)));
  return row?.name;
}

/** A page of the member's purchases with their location's name, newest first, and the total. */
export async function pageMemberPurchases(
  db: DatabaseExecutor,
  businessId: string,
  memberId: string,
  limit: number,
  offset: number,
): Promise<{ rows: PurchaseWithLocation[]; total: number }> {
  const where = and(eq(purchases.businessId, businessId), eq(purchases.memberId, memberId));
  const [rows, [counted]] = await Promise.all([
    db
      .select({ purchase: purchases, locationName: locations.name })
      .from(purchases)
      // The location must be the business's own as well: a row can never borrow another tenant's name.
      .leftJoin(
        locations,
        and(eq(locations.id, purchases.locationId), eq(locations.businessId, purchases.businessId)),
      )
      .where(where)
      .orderBy(desc(purchases.createdAt), desc(purchases.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(purchases).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row.purchase, locationName: row.locationName })),
    total: Number(counted?.total ?? 0),
  };
}
