import type { Database } from '@loyalty/db';
import type { DeliveryAdapter } from './delivery-adapter';
import { insertOutboundMessage } from './delivery.repository';

/**
 * Development and test delivery: nothing leaves the machine; the message is only written to the delivery log,
 * where `GET /dev/outbox` (and the end-to-end tests' sign-in) read it.
 */
export function createOutboxAdapter(db: Database): DeliveryAdapter {
  return {
    name: 'outbox',
    supports: () => true,
    async send({ redactedBody: _redacted, ...message }) {
      const row = await insertOutboundMessage(db, message, 'sent');
      return { messageId: String(row.id) };
    },
  };
}
