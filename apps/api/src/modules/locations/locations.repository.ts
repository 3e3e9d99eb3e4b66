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
