import { PUSH_SERVICE_WORKER_PATH } from '@loyalty/contract/constants';
import { memberPortalPaths } from '@loyalty/contract/portal-paths/member';
import { publicPortalPaths } from '@loyalty/contract/portal-paths/public';
import { readPushData, removePushData, writePushData } from './push-storage';
import { pushSyncAction } from './push-sync';

/** Whether this browser can do Web Push at all. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The portal's one service worker (push and the offline page), registered at the site's root. */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register(PUSH_SERVICE_WORKER_PATH, { scope: '/' });
}

async function postJson(path: string, body: unknown): Promise<Response> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

/**
 * Subscribes this browser (the VAPID key comes from the API) and keeps the API's record of it in step with
 * `memberPushData`: no record registers the token under a new device id; a different token unregisters the old
 * one (errors ignored) and registers the new one under the same device; an unchanged token is sent again once a
 * week (`pushSyncAction`). True once the API has the token.
 */
export async function syncPushToken(registration: ServiceWorkerRegistration): Promise<boolean> {
  const configResponse = await fetch(publicPortalPaths.webPushConfig, { credentials: 'same-origin' });
  if (!configResponse.ok) throw new Error(`push config: ${configResponse.status}`);
  const { vapidPublicKey } = (await configResponse.json()) as { vapidPublicKey: string };
  const applicationServerKey = keyBytes(vapidPublicKey);

  let subscription = await registration.pushManager.getSubscription();
  // A subscription made for another key (the server's keys changed) can never receive: replace it.
  if (subscription && !sameKey(subscription.options.applicationServerKey, applicationServerKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  const token = JSON.stringify(subscription);

  const stored = readPushData();
  const now = new Date();
  const action = pushSyncAction(stored, token, now);
  if (action === 'none') return true;
  if (stored && action === 'replace') {
    await postJson(memberPortalPaths.webPushDelete, { token: stored.token }).catch(() => undefined);
    removePushData();
  }
  // A refresh registers the same token under the same device again: the API's record is renewed.
  const deviceId = stored?.deviceId ?? crypto.randomUUID();
  await postJson(memberPortalPaths.webPushAdd, { token, deviceId });
  writePushData({ deviceId, token, syncedAt: now.toISOString() });
  return true;
}
