import { outboundMessages, type DatabaseExecutor } from '@loyalty/db';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { OutboundMessage } from './delivery-adapter';

export type OutboundMessageRow = typeof outboundMessages.$inferSelect;
export type DeliveryStatus = OutboundMessageRow['status'];

export async function insertOutboundMessage(
  db: DatabaseExecutor,
  message: Omit<OutboundMessage, 'redactedBody'>,
  status: DeliveryStatus,
): Promise<OutboundMessageRow> {
  const [row] = await db
    .insert(outboundMessages)
    .values({ ...message, status })
    .returning();
  if (!row) throw new Error('insert into outbound_messages returned no row');
  return row;
}

/** Newest first; the id is a sequence, so the order is exact. */
export async function listOutboundMessages(
  db: DatabaseExecutor,
  filter: { recipient?: string; businessId?: string; limit: number },
): Promise<OutboundMessageRow[]> {
  const conditions: SQL[] = [];
  if (filter.recipient !== undefined) conditions.push(eq(outboundMessages.recipient, filter.recipient));
  if (filter.businessId !== undefined) conditions.push(eq(outboundMessages.businessId, filter.businessId));
  return db
    .select()
    .from(outboundMessages)
    .where(and(...conditions))
    .orderBy(desc(outboundMessages.id))
    .limit(filter.limit);
}

export async function updateOutboundMessageStatus(
  db: DatabaseExecutor,
  id: number,
  status: DeliveryStatus,
): Promise<void> {
  await db.update(outboundMessages).set({ status }).where(eq(outboundMessages.id, id));
}
