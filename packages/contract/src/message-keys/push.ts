/** Web push: a subscription the browser sent that the API cannot use. */
export const pushMessageKeys = {
  /** 400: not a Web Push subscription (endpoint and keys), or an endpoint the API will not call. */
  subscriptionInvalid: 'push.subscription.invalid',
  /** 400: a Firebase Cloud Messaging token, but FCM is not configured on the installation. */
  fcmNotConfigured: 'push.fcm.not.configured',
} as const;
