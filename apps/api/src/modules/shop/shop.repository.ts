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
import { KeyedBatcher } from '../../lib/keyed-batcher';

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

/** One purchase of a batch, as the statement reads it (JSON: the batch is one parameter on both drivers). */
interface PurchaseRequestRow {
  n: number;
  business_id: string;
  member_id: string;
  item_id: string;
  shop: Shop;
  now: string;
  order_id: string;
  gift_id: string;
  idempotency_key: string;
  redeem_code: string;
  session_id: string;
  auth_time: string;
  seen_before: string;
}

/**
 * The common purchase as one statement, so one round trip and no transaction around it: by a member whose session is
 * live ({@link PurchaseSession}), an item that is in the shop, available now, unlimited and not free, bought with a
 * balance that covers it (and, for points, with no lot past its expiry, which must be expired first). The balance
 * row's conditional UPDATE is what every other write of the statement reads from, so when it changes nothing (any
 * of those conditions unmet) nothing is written for that purchase and the statement answers no row for it. The
 * order's idempotency key is claimed by a plain insert: a key used before makes the whole statement fail with a
 * unique violation (rolled back as one), and a concurrent first use makes it wait for that one's outcome. The other
 * balance is read as an unlocked read would see it.
 *
 * The statement takes a batch of purchases ({@link purchaseBatcher}), each row as independent of the others as if
 * it ran alone: at most one purchase per member in a batch, so that no two rows update one balance.
 */
const purchaseStatement = namedStatement<{ purchases: string }>(
  'shop_purchase_batch',
  sql`with request as (
    select * from jsonb_to_recordset(${sql.placeholder('purchases')}::jsonb) as r(n int, business_id text,
      member_id uuid, item_id uuid, shop text, now timestamptz, order_id uuid, gift_id uuid, idempotency_key text,
      redeem_code text, session_id uuid, auth_time timestamptz, seen_before timestamptz)
  ), item as (
    select r.*, i.name, i.description, i.image_url, i.price, i.price_type, i.gift_valid_days
    from request r cross join lateral (
      -- By its key for each purchase: the planner guesses a hundred rows for any batch, and would rather read every
      -- business's items once (\`limit\` keeps this a lookup per row).
      select * from shop_items i where i.business_id = r.business_id and i.id = r.item_id and i.shop = r.shop
        and i.is_active and i.stock is null and i.price > 0
        and (i.active_from is null or i.active_from <= r.now) and (i.active_until is null or i.active_until > r.now)
      limit 1) i
    where exists (select 1 from member_sessions s join members m on m.id = s.member_id
      where s.id = r.session_id and s.business_id = r.business_id and s.member_id = r.member_id
        and s.revoked_at is null and m.business_id = r.business_id
        and (m.sessions_valid_after is null or date_trunc('milliseconds', m.sessions_valid_after) <= r.auth_time))
  ), spent as (
    update member_balances set balance = member_balances.balance - item.price, updated_at = item.now
    from item
    where member_balances.business_id = item.business_id and member_balances.member_id = item.member_id
      and member_balances.type = item.price_type and member_balances.balance >= item.price
      and (item.price_type <> 'point'
        or not ${dueLotsExist(sql`item.business_id`, sql`item.member_id`, sql`item.now`)})
    returning item.n, member_balances.balance, member_balances.type
  ), bought as (
    select item.* from item join spent using (n)
  ), ordered as (
    insert into shop_orders (id, business_id, member_id, item_id, shop, price, price_type, gift_id, idempotency_key,
      created_at)
    select order_id, business_id, member_id, item_id, shop, price, price_type, gift_id, idempotency_key, now
    from bought
  ), granted as (
    insert into gifts (id, business_id, member_id, source, source_id, name, description, image_url, redeem_code,
      expires_at, created_at)
    select gift_id, business_id, member_id, case when shop = 'points' then 'points-shop' else 'reward-shop' end,
      item_id::text, name, description, image_url, redeem_code, now + gift_valid_days * interval '86400 seconds', now
    from bought
    returning *
  ), entry as (
    insert into ledger_entries (business_id, member_id, type, operation, amount, entity_id, created_at)
    select business_id, member_id, price_type, 'spend', -price, order_id::text, now
    from bought
  ), flagged as (
    update wallet_passes set updated_at = bought.now, push_pending_at = bought.now
    from bought
    where wallet_passes.business_id = bought.business_id and wallet_passes.member_id = bought.member_id
  ), touched as (
    update member_sessions set last_seen_at = bought.now
    from bought
    where member_sessions.id = bought.session_id and member_sessions.last_seen_at < bought.seen_before
  )
  select spent.n, spent.balance, spent.type,
    coalesce((select other.balance from member_balances other where other.business_id = bought.business_id
      and other.member_id = bought.member_id and other.type <> spent.type), 0) as other_balance,
    granted.*
  from spent join bought using (n) join granted on granted.id = bought.gift_id`,
);

interface PurchaseRow {
  n: number;
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

type Purchase = { values: PurchaseValues; session: PurchaseSession };
type Bought = { type: LedgerType; balance: number; otherBalance: number; gift: GiftRow };

function boughtOf(row: PurchaseRow): Bought {
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

/** {@link purchaseStatement} over a batch: an answer per purchase, in order (undefined: not made). */
async function purchaseBatch(db: Database, batch: readonly Purchase[]): Promise<(Bought | undefined)[]> {
  const purchases: PurchaseRequestRow[] = batch.map(({ values, session }, n) => ({
    n,
    business_id: values.businessId,
    member_id: values.memberId,
    item_id: values.itemId,
    shop: values.shop,
    now: values.now.toISOString(),
    order_id: values.orderId,
    gift_id: values.giftId,
    idempotency_key: values.idempotencyKey,
    redeem_code: values.redeemCode,
    session_id: session.id,
    auth_time: session.authTime.toISOString(),
    seen_before: session.seenBefore.toISOString(),
  }));
  const rows = await runNamedStatement<PurchaseRow, { purchases: string }>(db, purchaseStatement, {
    purchases: JSON.stringify(purchases),
  });
  const answers: (Bought | undefined)[] = batch.map(() => undefined);
  for (const row of rows) answers[Number(row.n)] = boughtOf(row);
  return answers;
}

/**
 * Batches running at once: fewer than the pool's connections (10), so that other calls always find one, and enough
 * to keep the database busy while one batch waits for its commit to reach the disk.
 */
const PURCHASE_BATCHES_RUNNING = 2;
/** Purchases in one statement at most. */
const PURCHASE_BATCH_SIZE = 32;

const batchers = new WeakMap<Database, KeyedBatcher<Purchase, Bought>>();

/** The database's purchase batcher (lib/keyed-batcher.ts), one per member at a time. */
function purchaseBatcher(db: Database): KeyedBatcher<Purchase, Bought> {
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = new KeyedBatcher<Purchase, Bought>(
      (batch) => purchaseBatch(db, batch),
      ({ values }) => values.memberId,
      { maxRunning: PURCHASE_BATCHES_RUNNING, maxBatch: PURCHASE_BATCH_SIZE },
    );
    batchers.set(db, batcher);
  }
  return batcher;
}

/**
 * {@link purchaseStatement} for one purchase: the balances after it and the gift, or undefined when nothing was
 * written for it (the caller then takes the full path, which finds out why). Run in a batch with the purchases of
 * other members that arrive while the database is busy. Throws what the database raised for the batch: a unique
 * violation (a key used before, or a redeem code drawn twice) or a deadlock rolled the whole batch back, and each of
 * its purchases then takes the full path.
 */
export function purchaseInOneStatement(
  db: Database,
  values: PurchaseValues,
  session: PurchaseSession,
): Promise<Bought | undefined> {
  return purchaseBatcher(db).submit({ values, session });
}
