import { isIP } from 'node:net';
import {
  pushMessageKeys,
  pushSubscriptionJsonSchema,
  type PushDeliveryCounts,
  type PushSubscriptionJson,
  type WebPushAdd,
  type WebPushDelete,
  type WebPushRegistered,
  type WebPushRemoved,
} from '@loyalty/contract';
import type { DatabaseExecutor } from '@loyalty/db';
import { badRequest } from '../../lib/http-error';
import type { MemberRow } from '../members/members.service';
import { isFcmToken } from './fcm';
import { countDeliveries, deleteSubscriptionByEndpoint, upsertSubscription } from './push.repository';

export interface PushEndpointPolicy {
  /** Tests and local development: plain-http push services on this machine are accepted too. */
  allowInsecureEndpoints: boolean;
  /** Firebase Cloud Messaging is configured: FCM registration tokens are accepted. */
  fcm: boolean;
}

/** Host names the API never posts to for a browser-supplied endpoint: itself and private networks. */
function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal')) return true;
  const version = isIP(host);
  if (version === 4) {
    const [a = 0, b = 0] = host.split('.').map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  if (version === 6)
    return host === '::1' || host === '::' || /^(fc|fd|fe80)/.test(host) || host.startsWith('::ffff:');
  return false;
}

/**
 * The browser's subscription from the portal's token (the `PushSubscription` as JSON). The API posts to its
 * endpoint, so only https push services on public hosts are accepted, unless the policy allows local ones.
 */
export function parsePushToken(
  token: string,
  policy: Pick<PushEndpointPolicy, 'allowInsecureEndpoints'>,
): PushSubscriptionJson {
  let json: unknown;
  try {
    json = JSON.parse(token);
  } catch {
    throw badRequest(pushMessageKeys.subscriptionInvalid);
  }
  const parsed = pushSubscriptionJsonSchema.safeParse(json);
  if (!parsed.success) throw badRequest(pushMessageKeys.subscriptionInvalid);
  const url = new URL(parsed.data.endpoint);
  if (!policy.allowInsecureEndpoints && (url.protocol !== 'https:' || isPrivateHost(url.hostname))) {
    throw badRequest(pushMessageKeys.subscriptionInvalid);
  }
  return parsed.data;
}

/** Registers the device's subscription for the member (replacing the device's earlier one). */
export async function registerPushSubscription(
  db: DatabaseExecutor,
  member: MemberRow,
  body: WebPushAdd,
  policy: PushEndpointPolicy,
  now: Date,
): Promise<WebPushRegistered> {
  const owner = { businessId: member.businessId, memberId: member.id };
  const deviceId = body.deviceId.toLowerCase();
  // A Web Push subscription is JSON; anything else that looks like an FCM registration token is one.
  if (!body.token.trimStart().startsWith('{') && isFcmToken(body.token)) {
    if (!policy.fcm) throw badRequest(pushMessageKeys.fcmNotConfigured);
    await upsertSubscription(
      db,
      owner,
      { deviceId, endpoint: body.token, transport: 'fcm', p256dh: null, auth: null },
      now,
    );
    return { registered: true };
  }
  const subscription = parsePushToken(body.token, policy);
  await upsertSubscription(
    db,
    owner,
    {
      deviceId,
      endpoint: subscription.endpoint,
      transport: 'webpush',
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
    },
    now,
  );
  return { registered: true };
}

/** Removes the member's subscription of this token; a token that is no subscription removes nothing. */
export async function unregisterPushSubscription(
  db: DatabaseExecutor,
  member: MemberRow,
  body: WebPushDelete,
): Promise<WebPushRemoved> {
  let endpoint: string | undefined;
  if (isFcmToken(body.token)) endpoint = body.token;
  else
    try {
      endpoint = pushSubscriptionJsonSchema.parse(JSON.parse(body.token)).endpoint;
    } catch {
      return { removed: 0 };
    }
  const removed = await deleteSubscriptionByEndpoint(
    db,
    { businessId: member.businessId, memberId: member.id },
    endpoint,
  );
  return { removed };
}

/** How a push broadcast's deliveries stand. */
export async function pushDeliveryCounts(
  db: DatabaseExecutor,
  broadcastId: string,
): Promise<PushDeliveryCounts> {
  const counts = await countDeliveries(db, [broadcastId]);
  return counts.get(broadcastId) ?? { pending: 0, sent: 0, failed: 0, gone: 0 };
}
