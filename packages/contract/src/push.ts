import { z } from 'zod';

/** Web Push: a browser's subscription, the keys the portal subscribes with, what a push carries. */

export const PUSH_TOKEN_MAX = 4096;

/**
 * The browser's `PushSubscription` as JSON (`JSON.stringify(subscription)`): the portal's "token". The
 * endpoint is the push service's URL; `p256dh` and `auth` are what the payload is encrypted for.
 */
export const pushSubscriptionJsonSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}=*$/),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,32}=*$/),
  }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionJsonSchema>;

const pushTokenSchema = z
  .string({ error: 'validation.required' })
  .min(1, 'validation.required')
  .max(PUSH_TOKEN_MAX, 'validation.too.long');

/** `POST /api/protected/webpush/add` and the API's register: `{token, deviceId}`. */
export const webPushAddSchema = z.object({
  token: pushTokenSchema,
  deviceId: z.uuid({ error: 'validation.required' }),
});
export type WebPushAdd = z.infer<typeof webPushAddSchema>;

/** `POST /api/protected/webpush/delete`: `{token}`. */
export const webPushDeleteSchema = z.object({ token: pushTokenSchema });
export type WebPushDelete = z.infer<typeof webPushDeleteSchema>;

export const webPushRegisteredSchema = z.object({ registered: z.boolean() });
export type WebPushRegistered = z.infer<typeof webPushRegisteredSchema>;
export const webPushRemovedSchema = z.object({ removed: z.number().int() });
export type WebPushRemoved = z.infer<typeof webPushRemovedSchema>;

/** The VAPID public key (base64url) that browsers subscribe with. */
export const webPushConfigSchema = z.object({ vapidPublicKey: z.string() });
export type WebPushConfig = z.infer<typeof webPushConfigSchema>;

/** What a push carries (decrypted by the service worker): the message and where it leads. */
export const pushPayloadSchema = z.object({
  notification: z.object({
    title: z.string(),
    body: z.string(),
    image: z.string().optional(),
    icon: z.string().optional(),
  }),
  data: z.object({ link: z.string(), messageKey: z.string(), tag: z.string() }),
  messageId: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/** How a broadcast's pushes went (`message:status`). */
export const pushDeliveryCountsSchema = z.object({
  pending: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  /** The push service said the subscription no longer exists; it was removed. */
  gone: z.number().int(),
});
export type PushDeliveryCounts = z.infer<typeof pushDeliveryCountsSchema>;
