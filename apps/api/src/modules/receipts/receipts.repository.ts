import { receiptKeys, type DatabaseExecutor } from '@loyalty/db';
import { and, desc, eq, isNull } from 'drizzle-orm';

export type ReceiptKeyRow = typeof receiptKeys.$inferSelect;

export async function listReceiptKeys(db: DatabaseExecutor, businessId: string): Promise<ReceiptKeyRow[]> {
  return db
    .select()
    .from(receiptKeys)
    .where(eq(receiptKeys.businessId, businessId))
    .orderBy(desc(receiptKeys.createdAt));
}

export async function findReceiptKey(
  db: DatabaseExecutor,
  businessId: string,
  keyId: string,
): Promise<ReceiptKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(receiptKeys)
    .where(and(eq(receiptKeys.businessId, businessId), eq(receiptKeys.keyId, keyId)));
  return row;
}

/** The key new codes are signed with: the newest one not revoked. */
export async function findSigningKey(
  db: DatabaseExecutor,
  businessId: string,
): Promise<ReceiptKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(receiptKeys)
    .where(and(eq(receiptKeys.businessId, businessId), isNull(receiptKeys.revokedAt)))
    .orderBy(desc(receiptKeys.createdAt))
    .limit(1);
  return row;
}

export async function insertReceiptKey(
  db: DatabaseExecutor,
  values: typeof receiptKeys.$inferInsert,
): Promise<ReceiptKeyRow> {
  const [row] = await db.insert(receiptKeys).values(values).returning();
  if (!row) throw new Error('receipt key insert returned no row');
  return row;
}

export async function revokeReceiptKey(
  db: DatabaseExecutor,
  businessId: string,
  keyId: string,
  at: Date,
): Promise<ReceiptKeyRow | undefined> {
  const [row] = await db
    .update(receiptKeys)
    .set({ revokedAt: at })
    .where(
      and(
        eq(receiptKeys.businessId, businessId),
        eq(receiptKeys.keyId, keyId),
        isNull(receiptKeys.revokedAt),
      ),
    )
    .returning();
  return row ?? findReceiptKey(db, businessId, keyId);
}
