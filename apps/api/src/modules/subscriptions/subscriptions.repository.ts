import {
  paymentCustomers,
  paymentEvents,
  subscriptionBenefits,
  subscriptionPlans,
  subscriptions,
  type DatabaseExecutor,
} from '@loyalty/db';
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { timestampParam } from '../../lib/sql-time';

export type PlanRow = typeof subscriptionPlans.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type BenefitRow = typeof subscriptionBenefits.$inferSelect;

export async function listPlans(
  db: DatabaseExecutor,
  businessId: string,
  activeOnly: boolean,
): Promise<PlanRow[]> {
  return db
    .select()
    .from(subscriptionPlans)
    .where(
      activeOnly
        ? and(eq(subscriptionPlans.businessId, businessId), eq(subscriptionPlans.active, true))
        : eq(subscriptionPlans.businessId, businessId),
    )
    .orderBy(asc(subscriptionPlans.price), asc(subscriptionPlans.createdAt));
}

export async function findPlan(
  db: DatabaseExecutor,
  businessId: string,
  id: string,
): Promise<PlanRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.businessId, businessId), eq(subscriptionPlans.id, id)));
  return row;
}

export async function insertPlan(
  db: DatabaseExecutor,
  values: typeof subscriptionPlans.$inferInsert,
): Promise<PlanRow> {
  const [row] = await db.insert(subscriptionPlans).values(values).returning();
  if (!row) throw new Error('plan insert returned no row');
  return row;
}

export async function updatePlan(
  db: DatabaseExecutor,
  businessId: string,
  id: string,
  values: Partial<typeof subscriptionPlans.$inferInsert>,
): Promise<PlanRow | undefined> {
  const [row] = await db
    .update(subscriptionPlans)
    .set(values)
    .where(and(eq(subscriptionPlans.businessId, businessId), eq(subscriptionPlans.id, id)))
    .returning();
  return row;
}

export async function listMemberSubscriptions(
  db: DatabaseExecutor,
  businessId: string,
  memberId: string,
): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.businessId, businessId), eq(subscriptions.memberId, memberId)))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
}

export async function listBusinessSubscriptions(
  db: DatabaseExecutor,
  businessId: string,
): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.businessId, businessId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
}

export async function findSubscription(
  db: DatabaseExecutor,
  id: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row;
}

export async function findByProviderSubscriptionId(
  db: DatabaseExecutor,
  providerSubscriptionId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
  return row;
}

/** The row locked for the rest of the transaction (events of one subscription are applied one at a time). */
export async function lockSubscription(
  tx: DatabaseExecutor,
  id: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  return row;
}

export async function insertSubscription(
  db: DatabaseExecutor,
  values: typeof subscriptions.$inferInsert,
): Promise<SubscriptionRow> {
  const [row] = await db.insert(subscriptions).values(values).returning();
  if (!row) throw new Error('subscription insert returned no row');
  return row;
}

export async function updateSubscription(
  db: DatabaseExecutor,
  id: string,
  values: Partial<typeof subscriptions.$inferInsert>,
): Promise<SubscriptionRow> {
  const [row] = await db.update(subscriptions).set(values).where(eq(subscriptions.id, id)).returning();
  if (!row) throw new Error('subscription update returned no row');
  return row;
}

export async function deleteSubscription(db: DatabaseExecutor, id: string): Promise<void> {
  await db.delete(subscriptions).where(eq(subscriptions.id, id));
}

/** Test-mode subscriptions whose paid period has ended: the renewal run's work. */
export async function listDueTestSubscriptions(db: DatabaseExecutor, now: Date): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, 'test'),
        inArray(subscriptions.status, ['active', 'past_due']),
        lte(subscriptions.currentPeriodEnd, timestampParam(now)),
      ),
    )
    .limit(500);
}

export async function listBenefits(db: DatabaseExecutor, subscriptionIds: string[]): Promise<BenefitRow[]> {
  if (subscriptionIds.length === 0) return [];
  return db
    .select()
    .from(subscriptionBenefits)
    .where(inArray(subscriptionBenefits.subscriptionId, subscriptionIds))
    .orderBy(desc(subscriptionBenefits.periodStart));
}

/** Claims a paid period; false when it was granted before (the unique period key). */
export async function claimBenefit(
  tx: DatabaseExecutor,
  values: typeof subscriptionBenefits.$inferInsert,
): Promise<BenefitRow | undefined> {
  const [row] = await tx.insert(subscriptionBenefits).values(values).onConflictDoNothing().returning();
  return row;
}

export async function setBenefitGrants(
  tx: DatabaseExecutor,
  id: string,
  values: { ledgerEntryId: string | null; giftId: string | null },
): Promise<void> {
  await tx.update(subscriptionBenefits).set(values).where(eq(subscriptionBenefits.id, id));
}

export async function countBenefits(
  db: DatabaseExecutor,
  subscriptionIds: string[],
): Promise<Map<string, number>> {
  if (subscriptionIds.length === 0) return new Map();
  const rows = await db
    .select({ id: subscriptionBenefits.subscriptionId, count: sql<number>`count(*)::int` })
    .from(subscriptionBenefits)
    .where(inArray(subscriptionBenefits.subscriptionId, subscriptionIds))
    .groupBy(subscriptionBenefits.subscriptionId);
  return new Map(rows.map((row) => [row.id, Number(row.count)]));
}

/** Records an event id; false when it was recorded before (a redelivery). */
export async function recordEvent(
  tx: DatabaseExecutor,
  values: typeof paymentEvents.$inferInsert,
): Promise<boolean> {
  const rows = await tx.insert(paymentEvents).values(values).onConflictDoNothing().returning();
  return rows.length > 0;
}

export async function findCustomer(
  db: DatabaseExecutor,
  businessId: string,
  memberId: string,
  provider: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ customerId: paymentCustomers.customerId })
    .from(paymentCustomers)
    .where(
      and(
        eq(paymentCustomers.businessId, businessId),
        eq(paymentCustomers.memberId, memberId),
        eq(paymentCustomers.provider, provider),
      ),
    );
  return row?.customerId;
}

export async function listMemberCustomers(db: DatabaseExecutor, businessId: string, memberId: string) {
  return db
    .select()
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.businessId, businessId), eq(paymentCustomers.memberId, memberId)));
}

/** Keeps the first customer when two checkouts race; answers the one stored. */
export async function saveCustomer(
  db: DatabaseExecutor,
  values: typeof paymentCustomers.$inferInsert,
): Promise<string> {
  await db.insert(paymentCustomers).values(values).onConflictDoNothing();
  const stored = await findCustomer(db, values.businessId, values.memberId, values.provider);
  return stored ?? values.customerId;
}
