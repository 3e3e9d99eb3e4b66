// The app shell for each demo business: title, description, favicon, theme and language, LTR and RTL.
import { businessConfigurationSchema } from '@loyalty/contract';
import { DEMO_LANDING_PAGE_ID } from '@loyalty/db';
import type { Request, Response } from '@playwright/test';
import { test, expect } from './fixtures';

const businesses = [
  // The description is translated like every other text: the English form in English.
  {
    host: 'localhost',
    name: 'Bean & Leaf Café',
    description: 'Bean & Leaf Café - Customer Portal',
    theme: 'light',
    lang: 'en',
    dir: 'ltr',
  },
  {
    host: 'northwind.localhost',
    name: 'Northwind Books',
    description: 'Northwind Books - פורטל לקוחות',
    theme: 'dark',
    lang: 'he',
    dir: 'rtl',
  },
] as const;

for (const business of businesses) {
  test(`${business.name}: title, description, favicon, theme and language`, async ({ page, stack, axe }) => {
    await page.goto(stack.url(business.host));
    // Asked from the page: the browser resolves *.localhost itself, Node does not.
    const config = businessConfigurationSchema.parse(
      await page.evaluate(() => fetch('/api/configuration').then((res) => res.json())),
    );
    expect(config.businessName).toBe(business.name);
    await expect(page).toHaveTitle(business.name);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', business.description);
    expect(config.favIconUrl).toBeTruthy();
    await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute('href', config.favIconUrl!);

    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', business.lang);
    await expect(html).toHaveAttribute('dir', business.dir);
    await expect(html).toHaveAttribute('data-theme', business.theme);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(business.name);

    // Theme switch in the drawer (the bar keeps to the member's controls), kept across a reload.
    const other = business.theme === 'light' ? 'dark' : 'light';
    await page.getByRole('banner').getByRole('button').first().click();
    const drawer = page.getByTestId('side-drawer');
    await drawer
      .getByRole('button', { pressed: business.theme === 'dark' })
      .and(page.locator('[aria-pressed]'))
      .click();
    await expect(html).toHaveAttribute('data-theme', other);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await axe(`${business.name} in the ${other} theme`);
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', other);

    // Language switch to Arabic: the page reloads right to left, translated.
    await page
      .getByRole('button', { name: /:/ })
      .filter({ has: page.locator('svg') })
      .first()
      .click();
    await page
      .getByRole('menuitemradio', { name: 'العربية' })
      .or(page.getByRole('menuitem', { name: 'العربية' }))
      .click();
    await expect(html).toHaveAttribute('lang', 'ar');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('مرحبًا');
    await axe(`${business.name} in Arabic`);

    // And back to English, left to right.
    await page.getByRole('button', { name: /اللغة/ }).click();
    await page
      .getByRole('menuitemradio', { name: 'English' })
      .or(page.getByRole('menuitem', { name: 'English' }))
      .click();
    await expect(html).toHaveAttribute('lang', 'en');
    await expect(html).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Welcome to ${business.name}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      `${business.name} - Customer Portal`,
    );
  });
}

test('a theme query parameter overrides the stored and default theme', async ({ page, stack }) => {
  await page.goto(stack.url('localhost', '/?theme=dark'));
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.goto(stack.url('northwind.localhost', '/?theme=light'));
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('the two businesses are told apart by host name at phone width', async ({ page, stack }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(stack.url('localhost'));
  await expect(page.getByRole('banner')).toContainText('Bean & Leaf Café');
  await page.screenshot({ path: 'test-results/shell-bean-leaf-375.png' });
  await page.goto(stack.url('northwind.localhost'));
  await expect(page.getByRole('banner')).toContainText('Northwind Books');
  await page.screenshot({ path: 'test-results/shell-northwind-375.png' });
});

test('a failed call raises one app-wide "Error" notification with its message', async ({ page, stack }) => {
  // The menu entries the /view page looks up answer 503 with the API's error shape.
  await page.route('**/api/navigation/items', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'UNAVAILABLE', message: 'general.error' }),
    }),
  );
  // Recorded by the page itself from its first moment: the toast closes itself after 5 s, which on a loaded machine can
  // pass before the navigation has finished and a locator would look.
  await page.addInitScript(() => {
    const record = { texts: [] as string[], most: 0 };
    (window as unknown as { errorToasts: typeof record }).errorToasts = record;
    new MutationObserver(() => {
      const shown = [...document.querySelectorAll('[role="status"]')]
        .map((element) => element.textContent ?? '')
        .filter((text) => text.includes('Something went wrong. Please try again.'));
      record.most = Math.max(record.most, shown.length);
      for (const text of shown) if (!record.texts.includes(text)) record.texts.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto(stack.url('localhost', '/view/ourmenu'));
  const recorded = () =>
    page.evaluate(
      () => (window as unknown as { errorToasts: { texts: string[]; most: number } }).errorToasts,
    );
  await expect.poll(async () => (await recorded()).texts.length, { timeout: 20_000 }).toBeGreaterThan(0);
  const { texts, most } = await recorded();
  expect(texts.every((text) => text.includes('Error'))).toBe(true);
  // One notification at a time, not one per failed call or retry.
  expect(most).toBe(1);
});

test('a member page arrives with the member’s details: the browser does not ask for them after it loads', async ({
  page,
  stack,
  signInOnPage,
}) => {
  await page.goto(stack.url('localhost', '/auth/signin'));
  await signInOnPage(page, `prefetch-${Date.now()}@example.com`, {
    register: { firstName: 'Priya', lastName: 'Prefetch' },
  });
  // Signing in ends on the home, reached inside the app: that one asks for the details itself. Let it settle.
  await expect(page.getByTestId('member-card')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const detailRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/protected/member/getMemberDetails')
      detailRequests.push(request.url());
  });
  for (const path of ['/member/profile', '/']) {
    await page.goto(stack.url('localhost', path), { waitUntil: 'networkidle' });
    await expect(page.getByRole('main')).toContainText('Priya');
  }
  // The home's card shows the balance from the same prefetched details.
  await expect(page.getByTestId('member-card')).toBeVisible();
  expect(detailRequests).toEqual([]);
});

test('links open pages inside the app (no reload), and the app prefetches a page its link is about to open', async ({
  page,
  stack,
  signInOnPage,
}) => {
  await page.goto(stack.url('localhost', '/auth/signin'));
  await signInOnPage(page, `links-${Date.now()}@example.com`, {
    register: { firstName: 'Lena', lastName: 'Links' },
  });
  await expect(page.getByTestId('member-card')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // A full page load would forget this; the app router keeps the document.
  await page.evaluate(() => Object.assign(window, { keptDocument: true }));
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  const prefetches: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch'] === '1') prefetches.push(new URL(request.url()).pathname);
  });

  const activityLink = page.getByRole('link', { name: 'All activity' });
  await activityLink.hover();
  await expect.poll(() => prefetches).toContain('/member/activity');
  await activityLink.click();
  await expect(page).toHaveURL(/\/member\/activity$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The bar's logo leads home, again inside the app.
  await page.getByRole('banner').getByRole('link').first().click();
  await expect(page).toHaveURL(stack.url('localhost', '/'));
  await expect(page.getByTestId('member-card')).toBeVisible();
  expect(await page.evaluate(() => (window as { keptDocument?: boolean }).keptDocument)).toBe(true);
  expect(documents).toEqual([]);
});

test('a guest’s public page comes from the page cache, each response with a nonce of its own', async ({
  page,
  stack,
}) => {
  const url = stack.url('localhost', '/auth/signin');
  const nonceOf = (policy: string | undefined) => policy?.match(/'nonce-([^']+)'/)?.[1] ?? '';
  const first = await page.request.get(url);
  const second = await page.request.get(url);
  expect(first.headers()['x-page-cache']).toBe('hit');
  expect(second.headers()['x-page-cache']).toBe('hit');
  const [firstNonce, secondNonce] = [first, second].map((r) =>
    nonceOf(r.headers()['content-security-policy']),
  );
  expect(secondNonce).not.toBe(firstNonce);
  const html = await second.text();
  expect(html).toContain(`nonce="${secondNonce}"`);
  expect(html).not.toContain(firstNonce);
  // Any script the nonce does not cover would fail this test (the page fixture fails on CSP violations).
  await page.goto(url);
  await expect(page.getByLabel('E-mail or phone number')).toBeVisible();
  // With a query, the page is rendered for the request alone.
  expect((await page.request.get(`${url}?callbackUrl=%2F`)).headers()['x-page-cache']).toBeUndefined();
});

test('public pages download no Redux; a member page does (its member store)', async ({
  page,
  stack,
  signInOnPage,
}) => {
  // Redux's own initial action type, in every build of it: the marker of the store's code in a script.
  const REDUX_MARKER = '@@redux/INIT';
  // Every script from the network, none from the cache of an earlier page.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // A page has loaded all its scripts once none was requested or answered for 4.5 s (code that waits for the
  // member's first interaction never comes here). Not `networkidle`, which a request that stays open can hold off
  // until the test times out.
  const QUIET_MS = 4_500;
  const scriptsOf = async (path: string): Promise<string[]> => {
    const bodies: Promise<string>[] = [];
    let lastScriptAt = Date.now();
    const requested = (request: Request) => {
      if (request.resourceType() === 'script') lastScriptAt = Date.now();
    };
    const collect = (response: Response) => {
      if (response.request().resourceType() !== 'script') return;
      lastScriptAt = Date.now();
      bodies.push(response.text().catch(() => ''));
    };
    page.on('request', requested);
    page.on('response', collect);
    await page.goto(stack.url('localhost', path), { waitUntil: 'load' });
    await expect
      .poll(() => Date.now() - lastScriptAt, { timeout: 30_000, intervals: [250] })
      .toBeGreaterThan(QUIET_MS);
    page.off('request', requested);
    page.off('response', collect);
    return Promise.all(bodies);
  };
  for (const path of ['/auth/signin', `/lp/${DEMO_LANDING_PAGE_ID}`, '/purchasescanner']) {
    const scripts = await scriptsOf(path);
    expect(scripts.length, `${path} loads scripts`).toBeGreaterThan(3);
    expect(
      scripts.filter((body) => body.includes(REDUX_MARKER)),
      `${path} carries no Redux`,
    ).toEqual([]);
  }
  await page.goto(stack.url('localhost', '/auth/signin'));
  await signInOnPage(page, `redux-${Date.now()}@example.com`, {
    register: { firstName: 'Rhea', lastName: 'Store' },
  });
  const memberScripts = await scriptsOf('/member/profile');
  expect(memberScripts.some((body) => body.includes(REDUX_MARKER))).toBe(true);
});

test('BFF answers carry the headers of next.config and are compressed, as the routes Next itself answers are', async ({
  page,
  stack,
}) => {
  const get = (path: string) =>
    page.request.get(stack.url('localhost', path), { headers: { 'accept-encoding': 'gzip' } });
  const apiPolicy = "default-src 'none'; frame-ancestors 'none'";
  // The BFF's own routes (answered ahead of Next's router, decision 012), a static and a dynamic one; next-auth's
  // route and the JSON 404 of an unknown API path (Next's own).
  const [configuration, translation, session, unknown] = await Promise.all([
    get('/api/configuration'),
    get('/api/locales/en_US/translation'),
    get('/api/auth/session'),
    get('/api/no-such-call'),
  ]);
  expect([configuration.status(), translation.status(), session.status(), unknown.status()]).toEqual([
    200, 200, 200, 404,
  ]);
  for (const answer of [configuration, translation, session, unknown]) {
    expect(answer.headers()['x-content-type-options']).toBe('nosniff');
    expect(answer.headers()['x-frame-options']).toBe('SAMEORIGIN');
    expect(answer.headers()['content-security-policy']).toBe(apiPolicy);
  }
  // Over a kilobyte of JSON travels gzipped; the answer still reads as the translations.
  expect(translation.headers()['content-encoding']).toBe('gzip');
  expect(translation.headers().vary).toMatch(/Accept-Encoding/);
  expect(Object.keys((await translation.json()) as object).length).toBeGreaterThan(10);
  expect(((await configuration.json()) as { businessName: string }).businessName).toBe('Bean & Leaf Café');
});
