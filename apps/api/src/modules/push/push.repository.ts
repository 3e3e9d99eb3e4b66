import {
  pushDeliveries,
  pushSubscriptions,
  selectRows,
  type DatabaseExecutor,
  type MessageTranslations,
} from '@loyalty/db';
import type { PushDeliveryCounts } from '@loyalty/contract';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { timestampParam } from '../../lib/sql-time';

interface Owner {
  businessId: string;
  memberId: string;
}

/**
 * Registers a device's subscription: the device's earlier subscription is replaced, and an endpoint that
 * another member (or device) of the business held moves to this one (a shared browser signed in anew).
 */
export async function upsertSubscription(
  db: DatabaseExecutor,
  owner: Owner,
  values: {
    deviceId: string;
    /** The Web Push endpoint, or the FCM registration token. */
    endpoint: string;
    transport: 'webpush' | 'fcm';
    p256dh: string | null;
    auth: string | null;
  },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.businessId, owner.businessId),
          eq(pushSubscriptions.endpoint, values.endpoint),
          sql`not (${pushSubscriptions.memberId} = ${owner.memberId} and ${pushSubscriptions.deviceId} = ${values.deviceId})`,
        ),
      );
    await tx
      .insert(pushSubscriptions)
      .values({ ...owner, ...values, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [pushSubscriptions.businessId, pushSubscriptions.memberId, pushSubscriptions.deviceId],
        set: {
          endpoint: values.endpoint,
          transport: values.transport,
          p256dh: values.p256dh,
          auth: values.auth,
          updatedAt: now,
        },
      });
  });
}

/** Removes the member's subscriptions with this endpoint; the number removed. */
export async function deleteSubscriptionByEndpoint(
  db: DatabaseExecutor,
  owner: Owner,
  endpoint: string,
): Promise<number> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.businessId, owner.businessId),
        eq(pushSubscriptions.memberId, owner.memberId),
        eq(pushSubscriptions.endpoint, endpoint),
      ),
    )
    .returning({ id: pushSubscriptions.id });
  return rows.length;
}

export async function deleteSubscriptionById(db: DatabaseExecutor, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** A claimed delivery with what its push needs: the subscription and the message in the member's language. */
export interface ClaimedDelivery {
  id: string;
  attempts: number;
  messageId: string;
  title: string;
  content: string;
  translations: MessageTranslations | null;
  image: string | null;
  tag: string;
  language: string;
  subscriptionId: string | null;
  /** The Web Push endpoint, or the FCM registration token (`transport` says which). */
  endpoint: string | null;
  transport: 'webpush' | 'fcm' | null;
  p256dh: string | null;
  auth: string | null;
}

/**
 * Claims up to `limit` pending deliveries whose lease is free (`for update skip locked`, so that API instances
 * never claim the same one), leasing them until `leaseUntil`; a worker that dies leaves them to be claimed again.
 */
export async function claimPendingDeliveries(
  db: DatabaseExecutor,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<ClaimedDelivery[]> {
  const rows = await selectRows<{
    id: string;
    attempts: number;
    message_id: string;
    title: string;
    content: string;
    translations: MessageTranslations | null;
    image: string | null;
    tag: string;
    language: string;
    subscription_id: string | null;
    endpoint: string | null;
    transport: 'webpush' | 'fcm' | null;
    p256dh: string | null;
    auth: string | null;
  }>(
    db,
    sql`with claimed as (
          update push_deliveries d
          set lease_until = ${timestampParam(leaseUntil)}, attempts = d.attempts + 1
          where d.id in (
            select id from push_deliveries
            where status = 'pending' and (lease_until is null or lease_until < ${timestampParam(now)})
            order by created_at
            limit ${limit}
            for update skip locked
          )
          returning d.id, d.attempts, d.message_id, d.subscription_id
        )
        select c.id, c.attempts, c.message_id, m.title, m.content, m.translations, m.params->>'image' as image,
               m.tag, mem.language, c.subscription_id, s.endpoint, s.transport, s.p256dh, s.auth
        from claimed c
        join messages m on m.id = c.message_id
        join members mem on mem.id = m.member_id
        left join push_subscriptions s on s.id = c.subscription_id`,
  );
  return rows.map((row) => ({
    id: row.id,
    attempts: Number(row.attempts),
    messageId: row.message_id,
    title: row.title,
    content: row.content,
    translations: row.translations,
    image: row.image,
    tag: row.tag,
    language: row.language,
    subscriptionId: row.subscription_id,
    endpoint: row.endpoint,
    transport: row.transport,
    p256dh: row.p256dh,
    auth: row.auth,
  }));
}

export async function finishDelivery(
  db: DatabaseExecutor,
  id: string,
  values: {
    status: 'pending' | 'sent' | 'failed' | 'gone';
    error?: string | null;
    sentAt?: Date;
    /** Pending again: not before this instant. */
    retryAt?: Date;
  },
): Promise<void> {
  await db
    .update(pushDeliveries)
    .set({
      status: values.status,
      error: values.error ?? null,
      sentAt: values.sentAt ?? null,
      leaseUntil: values.retryAt ?? null,
    })
    .where(eq(pushDeliveries.id, id));
}

/** Deliveries of these broadcasts by status. */
export async function countDeliveries(
  db: DatabaseExecutor,
  broadcastIds: string[],
): Promise<Map<string, PushDeliveryCounts>> {
  const result = new Map<string, PushDeliveryCounts>();
  if (broadcastIds.length === 0) return result;
  const rows = await db
    .select({ broadcastId: pushDeliveries.broadcastId, status: pushDeliveries.status, n: count() })
    .from(pushDeliveries)
    .where(inArray(pushDeliveries.broadcastId, broadcastIds))
    .groupBy(pushDeliveries.broadcastId, pushDeliveries.status);
  for (const id of broadcastIds) result.set(id, { pending: 0, sent: 0, failed: 0, gone: 0 });
  for (const row of rows) {
    const counts = row.broadcastId ? result.get(row.broadcastId) : undefined;
    if (counts) counts[row.status] = Number(row.n);
  }
  return result;
}
