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
  /**
   * The body as the delivery log keeps it outside the dev outbox, when `body` holds a secret (a one-time code).
   * The dev outbox keeps `body` itself: reading codes there is its purpose.
   */
  redactedBody?: string;
}

export interface DeliveryReceipt {
  /** The row in the delivery log (`outbound_messages`). */
  messageId: string;
}

/** How the API sends e-mail and SMS: the outbox in development and tests, SMTP and an SMS provider in production. */
export interface DeliveryAdapter {
  readonly name: string;
  /** Whether `send` can deliver on this channel (a provider may be configured for one channel only). */
  supports(channel: DeliveryChannel): boolean;
  /** Throws when the message could not be handed over (it is then logged as failed). */
  send(message: OutboundMessage): Promise<DeliveryReceipt>;
}

/** `send` on a channel the adapter does not support. */
export class DeliveryUnavailableError extends Error {
  constructor(readonly channel: DeliveryChannel) {
    super(`no delivery configured for ${channel}`);
    this.name = 'DeliveryUnavailableError';
  }
}
