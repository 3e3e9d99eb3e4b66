import { loyaltyApi, type OutboxMessage } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/implement';
import { listOutboundMessages, type OutboundMessageRow } from './delivery.repository';

function toOutboxMessage(row: OutboundMessageRow): OutboxMessage {
  return {
    id: String(row.id),
    businessId: row.businessId,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Registered only with LOYALTY_DEV_OUTBOX=1: it shows one-time codes, so it must never exist in production. */
export async function devOutboxRoutes(app: FastifyInstance): Promise<void> {
  // For the demo and the end-to-end tests' sign-in.
  implement(app, loyaltyApi.devOutbox.list, async (request) =>
    (await listOutboundMessages(app.db, request.query)).map(toOutboxMessage),
  );
}
