import { gifts, type DatabaseExecutor } from '@loyalty/db';
import { and, desc, eq, getTableColumns, gt, isNull, or, type SQL } from 'drizzle-orm';
import { timestampParam } from '../../lib/sql-time';

export type GiftRow = typeof gifts.$inferSelect;

export async function insertGift(tx: DatabaseExecutor, values: typeof gifts.$inferInsert): Promise<GiftRow> {
  const [row] = await tx.insert(gifts).values(values).returning();
  if (!row) throw new Error('gift insert returned no row');
  return row;
}

/** {@link insertGift}, answering a caller's yes-or-no question (`check`) in the same statement. */
export async function insertGiftChecking(
  tx: DatabaseExecutor,
  values: typeof gifts.$inferInsert,
  check: SQL<boolean>,
): Promise<{ gift: GiftRow; check: boolean }> {
  const [row] = await tx
    .insert(gifts)
    .values(values)
    .returning({ ...getTableColumns(gifts), checked: check });
  if (!row) throw new Error('gift insert returned no row');
  const { checked, ...gift } = row;
  return { gift, check: checked === true };
}

export async function findGift(
  db: DatabaseExecutor,
  businessId: string,
  id: string,
): Promise<GiftRow | undefined> {
  const [row] = await db
    .select()
    .from(gifts)
    .where(and(eq(gifts.businessId, businessId), eq(gifts.id, id)));
  return row;
}

export async function findGiftByCode(
  db: DatabaseExecutor,
  businessId: string,
  redeemCode: string,
): Promise<GiftRow | undefined> {
  const [row] = await db
    .select()
    .from(gifts)
    .where(and(eq(gifts.businessId, businessId), eq(gifts.redeemCode, redeemCode)));
  return row;
}

/** A member's gifts, newest first. */
export async function listMemberGifts(
  db: DatabaseExecutor,
  businessId: string,
  memberId: string,
): Promise<GiftRow[]> {
  return db
    .select()
    .from(gifts)
    .where(and(eq(gifts.businessId, businessId), eq(gifts.memberId, memberId)))
    .orderBy(desc(gifts.createdAt), desc(gifts.id));
}

/** Marks an active gift redeemed; undefined when it is not active (redeemed before, expired, unknown). */
export async function redeemActiveGift(
  db: DatabaseExecutor,
  businessId: string,
  redeemCode: string,
  now: Date,
): Promise<GiftRow | undefined> {
  const [row] = await db
    .update(gifts)
    .set({ redeemedAt: now })
    .where(
      and(
        eq(gifts.businessId, businessId),
        eq(gifts.redeemCode, redeemCode),
        isNull(gifts.redeemedAt),
        or(isNull(gifts.expiresAt), gt(gifts.expiresAt, timestampParam(now))),
      ),
    )
    .returning();
  return row;
}
