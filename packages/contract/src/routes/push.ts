import { pushMessageKeys } from '../errors';
import {
  webPushAddSchema,
  webPushConfigSchema,
  webPushDeleteSchema,
  webPushRegisteredSchema,
  webPushRemovedSchema,
} from '../push';
import { defineRoute } from '../route';

/** Web Push: the key browsers subscribe with, and the member's devices. */
export const pushRoutes = {
  config: defineRoute({
    method: 'GET',
    path: '/v1/push/config',
    auth: 'business',
    summary: 'The VAPID public key that browsers subscribe to push with.',
    response: webPushConfigSchema,
  }),
  register: defineRoute({
    method: 'POST',
    path: '/v1/member/push-subscriptions',
    auth: 'member',
    summary:
      "Register this device's push subscription for the member; the device's earlier subscription is replaced.",
    description:
      "`token` is the browser's PushSubscription as JSON (Web Push), or a Firebase Cloud Messaging registration " +
      'token when FCM is configured (else 400 `push.fcm.not.configured`).',
    body: webPushAddSchema,
    response: webPushRegisteredSchema,
    errors: { 400: [pushMessageKeys.subscriptionInvalid, pushMessageKeys.fcmNotConfigured] },
  }),
  unregister: defineRoute({
    method: 'POST',
    path: '/v1/member/push-subscriptions/remove',
    auth: 'member',
    summary: "Remove one of the member's push subscriptions (unknown ones are ignored).",
    body: webPushDeleteSchema,
    response: webPushRemovedSchema,
  }),
};
