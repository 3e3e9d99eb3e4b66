import { apiKeys, type DatabaseExecutor } from '@loyalty/db';
import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export async function insertApiKey(
  db: DatabaseExecutor,
  values: typeof apiKeys.$inferInsert,
): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(values).returning();
  if (!row) throw new Error('api key insert returned no row');
  return row;
}

export async function findApiKey(db: DatabaseExecutor, id: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, id));
  return row;
}

export async function listApiKeys(db: DatabaseExecutor, businessId: string): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.businessId, businessId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

/** Sets the revocation time once; a second revocation keeps the first time. */
export async function revokeApiKey(
  db: DatabaseExecutor,
  id: string,
  at: Date,
): Promise<ApiKeyRow | undefined> {
  await db
    .update(apiKeys)
    .set({ revokedAt: at })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
  return findApiKey(db, id);
}

/** Moves last-used forward when it is older than `staleBefore` (one write a minute per key at most). */
export async function touchApiKey(
  db: DatabaseExecutor,
  id: string,
  at: Date,
  staleBefore: Date,
): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: at })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, staleBefore))));
}
