import { z } from 'zod';

export const deliveryChannelSchema = z.enum(['email', 'sms']);
export type DeliveryChannel = z.infer<typeof deliveryChannelSchema>;
/** What the dev outbox lists: e-mail and SMS, and in demo mode the wallet pass pushes (`apns`). */
export const outboxChannelSchema = z.enum(['email', 'sms', 'apns', 'google-wallet']);

/** One message the API sent (codes, e-mails), as `GET /dev/outbox` lists it when LOYALTY_DEV_OUTBOX=1. */
export const outboxMessageSchema = z.object({
  id: z.string(),
  businessId: z.string().nullable(),
  channel: outboxChannelSchema,
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxListSchema = z.array(outboxMessageSchema);

export const outboxQuerySchema = z.object({
  recipient: z.string().optional(),
  businessId: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
