import {
  namedStatement,
  runNamedStatement,
  shopItems,
  shopOrders,
  type Database,
  type DatabaseExecutor,
} from '@loyalty/db';
import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { LedgerType, Shop } from '@loyalty/contract';
import { timestampParam } from '../../lib/sql-time';
import { dueLotsExist } from '../ledger/ledger.repository';
import type { GiftRow } from '../gifts/gifts.repository';

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

const param = {
  businessId: sql.placeholder('businessId'),
  memberId: sql.placeholder('memberId'),
  itemId: sql.placeholder('itemId'),
  shop: sql.placeholder('shop'),
  now: sql.placeholder('now'),
  orderId: sql.placeholder('orderId'),
  giftId: sql.placeholder('giftId'),
  idempotencyKey: sql.placeholder('idempotencyKey'),
  redeemCode: sql.placeholder('redeemCode'),
  sessionId: sql.placeholder('sessionId'),
  authTime: sql.placeholder('authTime'),
  seenBefore: sql.placeholder('seenBefore'),
};
const now = timestampParam(param.now);
const memberId = sql`${param.memberId}::uuid`;

/**
 * The common purchase as one statement, so one round trip and no transaction around it: by a member whose session is
 * live ({@link PurchaseSession}), an item that is in the shop, available now, unlimited and not free, bought with a
 * balance that covers it (and, for points, with no lot past its
 * expiry, which must be expired first). The balance row's conditional UPDATE is what every other write of the
 * statement reads from, so when it changes nothing (any of those conditions unmet) nothing is written at all and the
 * statement answers no row. The order's idempotency key is claimed by a plain insert: a key used before makes the
 * whole statement fail with a unique violation (rolled back as one), and a concurrent first use makes it wait for
 * that one's outcome. The other balance is read as an unlocked read would see it.
 */
/** What one purchase statement is run with. */
interface PurchaseValues {
  businessId: string;
  memberId: string;
  itemId: string;
  shop: Shop;
  now: Date;
  orderId: string;
  giftId: string;
  idempotencyKey: string;
  redeemCode: string;
}

/**
 * The member's session, which the statement checks (the route's hook does not): as the member-session hook checks
 * it, a live session of exactly this member of this business, signed in no earlier than the member's
 * `sessions_valid_after` (compared to the millisecond, as the hook does).
 */
export interface PurchaseSession {
  id: string;
  /** The session's sign-in time. */
  authTime: Date;
  /** A live session last seen before this has its last-seen moved to the purchase's time. */
  seenBefore: Date;
}

type PurchaseParams = Omit<PurchaseValues, 'now'> & {
  now: string;
  sessionId: string;
  authTime: string;
  seenBefore: string;
};

const purchaseStatement = namedStatement<PurchaseParams>(
  'shop_purchase',
  sql`with item as (
    select id, shop, name, description, image_url, price, price_type, gift_valid_days from shop_items
    where business_id = ${param.businessId} and id = ${param.itemId}::uuid and shop = ${param.shop}
      and is_active and stock is null and price > 0
      and (active_from is null or active_from <= ${now}) and (active_until is null or active_until > ${now})
      and exists (select 1 from member_sessions s join members m on m.id = s.member_id
      where s.id = ${param.sessionId}::uuid and s.business_id = ${param.businessId} and s.member_id = ${memberId}
        and s.revoked_at is null and m.business_id = ${param.businessId}
        and (m.sessions_valid_after is null
          or date_trunc('milliseconds', m.sessions_valid_after) <= ${timestampParam(param.authTime)}))
  ), spent as (
    update member_balances set balance = member_balances.balance - item.price, updated_at = ${now}
    from item
    where member_balances.business_id = ${param.businessId} and member_balances.member_id = ${memberId}
      and member_balances.type = item.price_type and member_balances.balance >= item.price
      and (item.price_type <> 'point' or not ${dueLotsExist(param.businessId, param.memberId, param.now)})
    returning member_balances.balance, member_balances.type
  ), ordered as (
    insert into shop_orders (id, business_id, member_id, item_id, shop, price, price_type, gift_id, idempotency_key,
      created_at)
    select ${param.orderId}::uuid, ${param.businessId}, ${memberId}, item.id, item.shop, item.price, item.price_type,
      ${param.giftId}::uuid, ${param.idempotencyKey}, ${now}
    from item, spent
  ), granted as (
    insert into gifts (id, business_id, member_id, source, source_id, name, description, image_url, redeem_code,
      expires_at, created_at)
    select ${param.giftId}::uuid, ${param.businessId}, ${memberId},
      case when item.shop = 'points' then 'points-shop' else 'reward-shop' end, item.id::text, item.name,
      item.description, item.image_url, ${param.redeemCode},
      ${now} + item.gift_valid_days * interval '86400 seconds', ${now}
    from item, spent
    returning *
  ), entry as (
    insert into ledger_entries (business_id, member_id, type, operation, amount, entity_id, created_at)
    select ${param.businessId}, ${memberId}, item.price_type, 'spend', -item.price, ${param.orderId}, ${now}
    from item, spent
  ), flagged as (
    update wallet_passes set updated_at = ${now}, push_pending_at = ${now}
    where business_id = ${param.businessId} and member_id = ${memberId} and exists (select 1 from spent)
  ), touched as (
    update member_sessions set last_seen_at = ${now}
    where id = ${param.sessionId}::uuid and last_seen_at < ${timestampParam(param.seenBefore)}
      and exists (select 1 from spent)
  )
  select spent.balance, spent.type,
    coalesce((select other.balance from member_balances other where other.business_id = ${param.businessId}
      and other.member_id = ${memberId} and other.type <> spent.type), 0) as other_balance,
    granted.*
  from spent, granted`,
);

interface PurchaseRow {
  balance: string | number;
  type: LedgerType;
  other_balance: string | number;
  id: string;
  business_id: string;
  member_id: string;
  source: GiftRow['source'];
  source_id: string | null;
  name: string;
  description: string;
  image_url: string | null;
  redeem_code: string;
  expires_at: Date | string | null;
  redeemed_at: Date | string | null;
  created_at: Date | string;
}

const date = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * {@link purchaseStatement}: the balances after the purchase and the gift, or undefined when nothing was written
 * (the caller then takes the full path, which finds out why). Throws what the database raised: a unique violation
 * (the key used before, or a redeem code drawn twice) rolled everything back.
 */
export async function purchaseInOneStatement(
  db: Database,
  values: PurchaseValues,
  session: PurchaseSession,
): Promise<{ type: LedgerType; balance: number; otherBalance: number; gift: GiftRow } | undefined> {
  const [row] = await runNamedStatement<PurchaseRow, PurchaseParams>(db, purchaseStatement, {
    ...values,
    now: values.now.toISOString(),
    sessionId: session.id,
    authTime: session.authTime.toISOString(),
    seenBefore: session.seenBefore.toISOString(),
  });
  if (!row) return undefined;
  return {
    type: row.type,
    balance: Number(row.balance),
    otherBalance: Number(row.other_balance),
    gift: {
      id: row.id,
      businessId: row.business_id,
      memberId: row.member_id,
      source: row.source,
      sourceId: row.source_id,
      name: row.name,
      description: row.description,
      imageUrl: row.image_url,
      redeemCode: row.redeem_code,
      expiresAt: row.expires_at === null ? null : date(row.expires_at),
      redeemedAt: row.redeemed_at === null ? null : date(row.redeemed_at),
      createdAt: date(row.created_at),
    },
  };
}
