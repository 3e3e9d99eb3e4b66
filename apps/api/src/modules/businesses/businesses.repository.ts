import type { BusinessSettings } from '@loyalty/contract';
import { businesses, businessHosts, type DatabaseExecutor } from '@loyalty/db';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';

export type BusinessRow = typeof businesses.$inferSelect;

export async function findBusinessRow(db: DatabaseExecutor, id: string): Promise<BusinessRow | undefined> {
  const [row] = await db.select().from(businesses).where(eq(businesses.id, id));
  return row;
}

export async function listBusinessRows(db: DatabaseExecutor): Promise<BusinessRow[]> {
  return db.select().from(businesses).orderBy(asc(businesses.id));
}

export async function findBusinessIdByHost(db: DatabaseExecutor, host: string): Promise<string | undefined> {
  const [row] = await db
    .select({ businessId: businessHosts.businessId })
    .from(businessHosts)
    .where(eq(businessHosts.host, host));
  return row?.businessId;
}

/** Hosts of the given businesses, keyed by business id, each list sorted. */
export async function listHosts(db: DatabaseExecutor, businessIds: string[]): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>(businessIds.map((id) => [id, []]));
  if (businessIds.length === 0) return result;
  const rows = await db
    .select()
    .from(businessHosts)
    .where(inArray(businessHosts.businessId, businessIds))
    .orderBy(asc(businessHosts.host));
  for (const row of rows) result.get(row.businessId)?.push(row.host);
  return result;
}

/** Which of `hosts` already belong to a business other than `exceptBusinessId`. */
export async function findHostsTakenByOthers(
  db: DatabaseExecutor,
  hosts: string[],
  exceptBusinessId: string,
): Promise<string[]> {
  if (hosts.length === 0) return [];
  const rows = await db
    .select({ host: businessHosts.host })
    .from(businessHosts)
    .where(and(inArray(businessHosts.host, hosts), ne(businessHosts.businessId, exceptBusinessId)));
  return rows.map((row) => row.host);
}

export async function insertBusinessRow(
  db: DatabaseExecutor,
  values: { id: string; name: string; settings: BusinessSettings },
): Promise<BusinessRow | undefined> {
  const [row] = await db.insert(businesses).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateBusinessRow(
  db: DatabaseExecutor,
  id: string,
  values: { name: string; settings: BusinessSettings },
): Promise<BusinessRow | undefined> {
  const [row] = await db
    .update(businesses)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(businesses.id, id))
    .returning();
  return row;
}

export async function replaceHosts(db: DatabaseExecutor, businessId: string, hosts: string[]): Promise<void> {
  await db.delete(businessHosts).where(eq(businessHosts.businessId, businessId));
  if (hosts.length > 0) await db.insert(businessHosts).values(hosts.map((host) => ({ host, businessId })));
}
