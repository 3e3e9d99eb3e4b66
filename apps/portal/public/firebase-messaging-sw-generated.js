/* global self, caches */
/*
 * The portal's one service worker: Web Push (a push from the loyalty API, decrypted by the browser) and an
 * offline page for the shell. Kept small and dependency-free; the page registers it at the site's root scope.
 */
const OFFLINE_CACHE = 'loyalty-offline-v1';
const OFFLINE_URL = '/offline';
const INBOX_PATH = '/member/inbox';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(OFFLINE_CACHE)
      .then((cache) => cache.add(new Request(OFFLINE_URL, { cache: 'reload', credentials: 'same-origin' })))
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== OFFLINE_CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

// Pages always come from the network; only when it is unreachable does the offline page answer.
self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate') return;
  event.respondWith(
    fetch(event.request).catch(() =>
      caches.match(OFFLINE_URL).then((cached) => cached || Response.error()),
    ),
  );
});

function readPush(event) {
  try {
    const message = event.data ? event.data.json() : null;
    if (message && message.notification && typeof message.notification.title === 'string') return message;
  } catch {
    // not JSON: nothing to show
  }
  return null;
}

function sameOriginPath(link) {
  try {
    const url = new URL(link || INBOX_PATH, self.location.origin);
    return url.origin === self.location.origin ? url.href : new URL(INBOX_PATH, self.location.origin).href;
  } catch {
    return new URL(INBOX_PATH, self.location.origin).href;
  }
}

/** A message's picture: the portal's own, or any https one. */
function imageUrl(image) {
  if (!image) return undefined;
  try {
    const url = new URL(image, self.location.origin);
    return url.origin === self.location.origin || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

self.addEventListener('push', (event) => {
  const message = readPush(event);
  if (!message) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const visible = windows.filter((client) => client.visibilityState === 'visible');
      // A member looking at the portal gets the message as a toast there (foreground message).
      if (visible.length > 0) {
        visible.forEach((client) => client.postMessage({ type: 'loyalty:push', message }));
        return undefined;
      }
      const { title, body, image, icon } = message.notification;
      const data = message.data || {};
      return self.registration.showNotification(title, {
        body: body || '',
        image: imageUrl(image),
        icon: icon || '/pwa-icon/192',
        tag: message.messageId,
        data: { link: sameOriginPath(data.link) },
      });
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = sameOriginPath(event.notification.data && event.notification.data.link);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) return open.navigate(target).then((client) => (client || open).focus());
      return self.clients.openWindow(target);
    }),
  );
});
