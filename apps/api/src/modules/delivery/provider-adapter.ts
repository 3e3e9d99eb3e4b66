import type { DeliveryChannel } from '@loyalty/contract';
import type { Database } from '@loyalty/db';
import { DeliveryUnavailableError, type DeliveryAdapter } from './delivery-adapter';
import { insertOutboundMessage, updateOutboundMessageStatus } from './delivery.repository';
import type { EmailSender } from './smtp-transport';
import type { SmsSender } from './sms-transport';

/**
 * Real delivery: e-mail over SMTP, SMS through the HTTP provider, either one optional. Each message is logged
 * as pending, then marked sent or failed; the log keeps the redacted body, never a one-time code.
 */
export function createProviderAdapter(
  db: Database,
  senders: { email?: EmailSender; sms?: SmsSender },
): DeliveryAdapter & { close(): void } {
  const supports = (channel: DeliveryChannel) => (channel === 'email' ? !!senders.email : !!senders.sms);
  return {
    name: 'providers',
    supports,
    async send(message) {
      const { email, sms } = senders;
      if (message.channel === 'email' ? !email : !sms) throw new DeliveryUnavailableError(message.channel);
      const row = await insertOutboundMessage(
        db,
        {
          businessId: message.businessId,
          channel: message.channel,
          recipient: message.recipient,
          subject: message.subject,
          body: message.redactedBody ?? message.body,
        },
        'pending',
      );
      try {
        if (message.channel === 'email') {
          await email?.sendEmail({
            to: message.recipient,
            subject: message.subject ?? '',
            text: message.body,
          });
        } else {
          await sms?.sendSms({ to: message.recipient, text: message.body });
        }
      } catch (error) {
        await updateOutboundMessageStatus(db, row.id, 'failed');
        throw error;
      }
      await updateOutboundMessageStatus(db, row.id, 'sent');
      return { messageId: String(row.id) };
    },
    close: () => senders.email?.close(),
  };
}
