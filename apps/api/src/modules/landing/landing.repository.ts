import { landingClaims, landingPages, type DatabaseExecutor } from '@loyalty/db';
import { and, count, desc, eq, sql } from 'drizzle-orm';

export type LandingPageRow = typeof landingPages.$inferSelect;
export type LandingClaimRow = typeof landingClaims.$inferSelect;

export async function findLandingPage(
  db: DatabaseExecutor,
  businessId: string,
  id: string,
): Promise<LandingPageRow | undefined> {
  const [row] = await db
    .select()
    .from(landingPages)
    .where(and(eq(landingPages.businessId, businessId), eq(landingPages.id, id)));
  return row;
}

export async function findLandingPageByLegacyId(
  db: DatabaseExecutor,
  businessId: string,
  legacyId: string,
): Promise<LandingPageRow | undefined> {
  const [row] = await db
    .select()
    .from(landingPages)
    .where(and(eq(landingPages.businessId, businessId), eq(landingPages.legacyId, legacyId)));
  return row;
}

export async function listLandingPages(db: DatabaseExecutor, businessId: string) {
  return db
    .select({ page: landingPages, claims: count(landingClaims.id) })
    .from(landingPages)
    .leftJoin(landingClaims, eq(landingClaims.landingPageId, landingPages.id))
    .where(eq(landingPages.businessId, businessId))
    .groupBy(landingPages.id)
    .orderBy(desc(landingPages.createdAt));
}

export async function countClaims(db: DatabaseExecutor, landingPageId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(landingClaims)
    .where(eq(landingClaims.landingPageId, landingPageId));
  return Number(row?.n ?? 0);
}

export async function insertLandingPage(
  db: DatabaseExecutor,
  values: typeof landingPages.$inferInsert,
): Promise<LandingPageRow> {
  const [row] = await db.insert(landingPages).values(values).returning();
  if (!row) throw new Error('landing page insert returned no row');
  return row;
}

export async function updateLandingPage(
  db: DatabaseExecutor,
  businessId: string,
  id: string,
  values: Partial<typeof landingPages.$inferInsert>,
): Promise<LandingPageRow | undefined> {
  const [row] = await db
    .update(landingPages)
    .set(values)
    .where(and(eq(landingPages.businessId, businessId), eq(landingPages.id, id)))
    .returning();
  return row;
}

/** Counts a code sent or confirmed; answers both counters as they are now. */
export async function countLandingCode(
  db: DatabaseExecutor,
  id: string,
  counter: 'sent' | 'verified',
): Promise<{ codesSent: number; codesVerified: number } | undefined> {
  const column = counter === 'sent' ? landingPages.codesSent : landingPages.codesVerified;
  const [row] = await db
    .update(landingPages)
    .set(counter === 'sent' ? { codesSent: sql`${column} + 1` } : { codesVerified: sql`${column} + 1` })
    .where(eq(landingPages.id, id))
    .returning({ codesSent: landingPages.codesSent, codesVerified: landingPages.codesVerified });
  return row;
}

export async function findClaim(
  db: DatabaseExecutor,
  landingPageId: string,
  phone: string,
): Promise<LandingClaimRow | undefined> {
  const [row] = await db
    .select()
    .from(landingClaims)
    .where(and(eq(landingClaims.landingPageId, landingPageId), eq(landingClaims.phone, phone)));
  return row;
}

export async function insertClaim(
  db: DatabaseExecutor,
  values: typeof landingClaims.$inferInsert,
): Promise<LandingClaimRow> {
  const [row] = await db.insert(landingClaims).values(values).returning();
  if (!row) throw new Error('landing claim insert returned no row');
  return row;
}

/**
 * Serialises claims of one number on one page across connections and instances (PostgreSQL advisory lock for
 * the transaction); PGlite has one connection, whose transactions run one at a time anyway.
 */
export async function lockClaim(tx: DatabaseExecutor, landingPageId: string, phone: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${landingPageId}\n${phone}`}, 0))`);
}
