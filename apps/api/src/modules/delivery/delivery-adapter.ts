import type { DeliveryChannel } from '@loyalty/contract';

export interface OutboundMessage {
  /** Null for messages that belong to no business (installation-level notices). */
  businessId: string | null;
  channel: DeliveryChannel;
  /** An e-mail address or an E.164 phone number. */
  recipient: string;
  /** E-mail subject; null for SMS. */
  subject: string | null;
  body: string;
}

export interface DeliveryReceipt {
  /** The row in the delivery log (`outbound_messages`). */
  messageId: string;
}

/** How the API sends e-mail and SMS: the outbox in development and tests, SMTP and an SMS provider in production. */
export interface DeliveryAdapter {
  readonly name: string;
  send(message: OutboundMessage): Promise<DeliveryReceipt>;
}
