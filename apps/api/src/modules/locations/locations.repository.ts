import { locations, type DatabaseExecutor } from '@loyalty/db';
import { and, asc, eq } from 'drizzle-orm';

export type LocationRow = typeof locations.$inferSelect;

export async function listActiveLocationRows(
  db: DatabaseExecutor,
  businessId: string,
): Promise<LocationRow[]> {
  return db
    .select()
    .from(locations)
    .where(and(eq(locations.businessId, businessId), eq(locations.isActive, true)))
    .orderBy(asc(locations.name));
}

export async function findActiveLocationRow(
  db: DatabaseExecutor,
  businessId: string,
  id: string,
): Promise<LocationRow | undefined> {
  const [row] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.id, id), eq(locations.businessId, businessId), eq(locations.isActive, true)));
  return row;
}

/** A location of the business, switched on or off. */
export async function findLocationRow(
  db: DatabaseExecutor,
  businessId: string,
  id: string,
): Promise<LocationRow | undefined> {
  const [row] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.id, id), eq(locations.businessId, businessId)));
  return row;
}

export async function listLocationRows(db: DatabaseExecutor, businessId: string): Promise<LocationRow[]> {
  return db.select().from(locations).where(eq(locations.businessId, businessId)).orderBy(asc(locations.name));
}

export async function insertLocation(
  db: DatabaseExecutor,
  values: typeof locations.$inferInsert,
): Promise<LocationRow> {
  const [row] = await db.insert(locations).values(values).returning();
  return row!;
}

export async function updateLocation(
  db: DatabaseExecutor,
  businessId: string,
  id: string,
  values: Partial<typeof locations.$inferInsert>,
): Promise<LocationRow | undefined> {
  const [row] = await db
    .update(locations)
    .set(values)
    .where(and(eq(locations.id, id), eq(locations.businessId, businessId)))
    .returning();
  return row;
}
