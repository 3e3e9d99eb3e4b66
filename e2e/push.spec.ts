// Web push and installing the portal, in Chromium: the permission toast (accepted, declined, denied), the
// device's token registered with the API, a message sent with the CLI arriving as a toast, and each
// business's manifest and icons good enough for Chromium to install the portal.
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import {
  startTestPushService,
  type TestPushService,
  type TestPushSubscription,
} from '../scripts/test-setup/push-service.fixtures';
import { admin, expect, test } from './fixtures';
import type { Stack } from './stack';

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
/** The permission toast waits 15 s after the page is usable; a little more for the machine. */
const PUSH_TOAST_TIMEOUT = 25_000;

// The toasts themselves are under test here.
test.use({ promptsAnswered: false });

let pushService: TestPushService;
test.beforeAll(async () => {
  pushService = await startTestPushService();
});
test.afterAll(async () => {
  await pushService.close();
});

/**
 * Chromium subscribes through Google's push service, which this machine cannot reach: the page's PushManager
 * hands out a subscription of the test's own push service instead (what a browser would give: endpoint and
 * keys), so that everything from the portal's token sync to the API's encrypted push is real.
 */
async function useTestPushService(context: BrowserContext, subscription: TestPushSubscription) {
  await context.addInitScript((json) => {
    const key = 'e2e-push-subscribed';
    const make = (applicationServerKey: ArrayBuffer | null) => ({
      endpoint: json.endpoint,
      expirationTime: null,
      options: { applicationServerKey, userVisibleOnly: true },
      toJSON: () => ({ endpoint: json.endpoint, expirationTime: null, keys: json.keys }),
      unsubscribe: () => {
        sessionStorage.removeItem(key);
        return Promise.resolve(true);
      },
    });
    let current: ReturnType<typeof make> | null = null;
    PushManager.prototype.getSubscription = function () {
      return Promise.resolve(sessionStorage.getItem(key) ? current : null) as never;
    };
    PushManager.prototype.subscribe = function (options?: PushSubscriptionOptionsInit) {
      const serverKey = options?.applicationServerKey as Uint8Array | undefined;
      current = make(serverKey ? (serverKey.slice().buffer as ArrayBuffer) : null);
      sessionStorage.setItem(key, '1');
      return Promise.resolve(current) as never;
    };
  }, subscription);
}

/** Pushes reach the service worker as Chromium's push service would deliver them (CDP), decrypted. */
async function deliverPushesToServiceWorker(page: Page, origin: string): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const registration of updated) registrations.set(registration.scopeURL, registration.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  pushService.onPush = async (push) => {
    const registrationId = registrations.get(`${origin}/`);
    if (!registrationId) throw new Error(`no service worker registered for ${origin}`);
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: push.payload });
  };
  return cdp;
}

async function signIn(
  page: Page,
  stack: Stack,
  signInOnPage: (page: Page, id: string, o?: object) => Promise<void>,
) {
  const email = `push-${unique()}@example.com`;
  await page.goto(stack.url('localhost', '/auth/signin'));
  await signInOnPage(page, email, { register: { firstName: 'Pia', lastName: 'Push' } });
  return email;
}

test('a member turns notifications on; a message sent with the CLI arrives as a toast that opens the inbox', async ({
  page,
  context,
  stack,
  signInOnPage,
  axe,
}) => {
  test.setTimeout(120_000);
  const subscription = pushService.subscribe();
  await useTestPushService(context, subscription);
  const email = await signIn(page, stack, signInOnPage);

  await expect(page.getByText('Get notified', { exact: true })).toBeVisible({ timeout: PUSH_TOAST_TIMEOUT });
  await axe('push permission toast');
  // The member's click is what makes Chromium ask; the test answers its question with "allow".
  await context.grantPermissions(['notifications'], { origin: stack.url('localhost', '/').slice(0, -1) });
  await page.getByRole('button', { name: 'Turn on notifications' }).click();

  // The device's token is registered: memberPushData holds a device id and the subscription.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('memberPushData')))
    .toContain(subscription.endpoint);
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('memberPushData')))!) as {
    deviceId: string;
    token: string;
  };
  expect(stored.deviceId).toMatch(/^[0-9a-f-]{36}$/);
  expect(JSON.parse(stored.token)).toEqual({ ...subscription, expirationTime: null });
  expect(await page.evaluate(() => localStorage.getItem('webPushPermissionToastDone'))).toBe('true');

  const origin = stack.url('localhost', '/').slice(0, -1);
  await deliverPushesToServiceWorker(page, origin);
  const before = pushService.received.length;
  const status = await admin(
    stack,
    'message:send',
    'bean-leaf',
    '--member',
    email,
    '--title',
    'Fresh croissants',
    '--content',
    'Out of the oven at 8',
    '--push',
    '--wait',
  );
  expect(status).toContain('push       1 sent, 0 pending, 0 failed, 0 gone (removed)');
  const [push] = (await pushService.waitFor(before + 1)).slice(before);
  expect(JSON.parse(push!.payload)).toMatchObject({
    notification: { title: 'Fresh croissants', body: 'Out of the oven at 8' },
    data: { link: '/member/inbox' },
  });

  // The portal is in front: the message shows as a toast, not a system notification.
  await expect(page.getByText('Fresh croissants', { exact: true })).toBeVisible();
  await expect(page.getByText('Out of the oven at 8', { exact: true })).toBeVisible();
  await axe('foreground push toast');
  await page.getByRole('button', { name: 'Open inbox' }).click();
  await expect(page).toHaveURL(/\/member\/inbox$/);
  await expect(page.getByRole('heading', { name: 'Fresh croissants' })).toBeVisible();
});

test('declining stores the choice; a browser that blocks notifications is not asked again', async ({
  page,
  context,
  stack,
  signInOnPage,
}) => {
  test.setTimeout(120_000);
  await useTestPushService(context, pushService.subscribe());
  await signIn(page, stack, signInOnPage);
  await expect(page.getByText('Get notified', { exact: true })).toBeVisible({ timeout: PUSH_TOAST_TIMEOUT });
  await page.getByRole('button', { name: 'Not now' }).click();
  await expect(page.getByText('Get notified', { exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('webPushUserGesturePromptRejected'))).toBe('true');
  expect(await page.evaluate(() => localStorage.getItem('memberPushData'))).toBeNull();

  // Another member on a fresh browser, whose Chromium answers the permission request with "block".
  const blocked = await page.context().browser()!.newContext();
  await blocked.addCookies(await context.cookies());
  const other = await blocked.newPage();
  await other.goto(stack.url('localhost', '/member/inbox'));
  await expect(other.getByText('Get notified', { exact: true })).toBeVisible({ timeout: PUSH_TOAST_TIMEOUT });
  await other.getByRole('button', { name: 'Turn on notifications' }).click();
  await expect.poll(() => other.evaluate(() => Notification.permission)).toBe('denied');
  expect(await other.evaluate(() => localStorage.getItem('webPushPermissionToastDone'))).toBe('true');
  expect(await other.evaluate(() => localStorage.getItem('memberPushData'))).toBeNull();
  await blocked.close();
});

const businesses = [
  { host: 'localhost', dir: 'ltr', lang: 'en' },
  // Northwind speaks Hebrew by default: its manifest says so.
  { host: 'northwind.localhost', dir: 'rtl', lang: 'he' },
];
for (const { host, dir, lang } of businesses) {
  test(`${host}: the manifest and icons make the portal installable`, async ({ page, stack }) => {
    await page.goto(stack.url(host, '/'));
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    // Fetched by the page: the host names resolve in Chromium (to this machine), not in Node.
    const { contentType, manifest } = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return {
        contentType: response.headers.get('content-type'),
        manifest: (await response.json()) as unknown,
      };
    }, href!);
    expect(contentType).toContain('application/manifest+json');
    const fields = manifest as {
      name: string;
      short_name: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(fields).toMatchObject({
      name: await page.title(),
      start_url: '/',
      display: 'standalone',
      dir,
      lang,
    });
    expect(fields.short_name.length).toBeGreaterThan(0);
    expect(fields.short_name.length).toBeLessThanOrEqual(12);
    expect(fields.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(fields.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(fields.icons.map((icon) => [icon.sizes, icon.type, icon.purpose])).toEqual([
      ['192x192', 'image/png', 'any'],
      ['512x512', 'image/png', 'any'],
      ['512x512', 'image/png', 'maskable'],
    ]);
    for (const icon of fields.icons) {
      const png = await page.evaluate(async (src) => {
        const response = await fetch(src);
        const view = new DataView(await response.arrayBuffer());
        // The PNG header's width and height (IHDR).
        return {
          type: response.headers.get('content-type'),
          size: `${view.getUint32(16)}x${view.getUint32(20)}`,
        };
      }, icon.src);
      expect(png).toEqual({ type: 'image/png', size: icon.sizes });
    }

    // What a home screen shows while the portal starts: the business's colour in the browser's bar.
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', fields.theme_color);

    // Chromium's own verdict once the service worker is in place. A test browser's profile is an incognito
    // one, where Chromium never installs; every other requirement must hold.
    const cdp = await page.context().newCDPSession(page);
    await expect
      .poll(
        async () =>
          (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors
            .map((error) => error.errorId)
            .filter((id) => id !== 'in-incognito'),
        { timeout: 20_000 },
      )
      .toEqual([]);
  });
}

test('the install toast offers installation when Chromium does, at most every 30 days', async ({
  page,
  stack,
  axe,
}) => {
  await page.goto(stack.url('localhost', '/'));
  // Chromium decides by itself when to offer installation; the test fires its event as Chromium would.
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: () => {
        (window as unknown as { installPrompted: boolean }).installPrompted = true;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(event);
  });
  await expect(page.getByText(/^Add .+ to your home screen$/)).toBeVisible();
  await axe('install toast');
  expect(await page.evaluate(() => localStorage.getItem('lastAskedToDownload'))).toMatch(/^\d{4}-\d\d-\d\dT/);
  await page.getByRole('button', { name: 'Install' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { installPrompted?: boolean }).installPrompted))
    .toBe(true);

  // Asked within 30 days: a new visit shows no toast.
  await page.reload();
  await page.evaluate(() =>
    window.dispatchEvent(
      Object.assign(new Event('beforeinstallprompt'), {
        prompt: () => Promise.resolve(),
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      }),
    ),
  );
  await page.waitForTimeout(1000);
  await expect(page.getByText(/^Add .+ to your home screen$/)).toHaveCount(0);
});

test('with the network gone, the service worker answers a page with the offline page', async ({
  page,
  stack,
  signInOnPage,
}) => {
  await signIn(page, stack, signInOnPage);
  // The worker caches the offline page when it installs; from then on it answers for pages it cannot fetch.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.context().setOffline(true);
  try {
    await page.goto(stack.url('localhost', '/member/inbox'));
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/');
  } finally {
    await page.context().setOffline(false);
  }
});
