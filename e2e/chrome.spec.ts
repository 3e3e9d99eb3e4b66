// The navigation chrome: the bar for guests and members, every hiding rule, the side
// drawer (LTR and RTL), the /view frame, the wallet menu and the identification dialog.
import type { Page } from '@playwright/test';
import { shortUserIdSchema } from '@loyalty/contract';
import { chooseFromAccountMenu, test, expect } from './fixtures';

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const PHONE = { width: 390, height: 844 };

// Embedded menu pages live on other sites; the closed test network serves a stand-in page for them.
async function serveEmbeddedPages(page: Page) {
  await page.route('https://example.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><head><title>Framed</title></head><body><main><h1>Framed menu page</h1></main></body></html>',
    }),
  );
}

async function useArabic(page: Page) {
  await page.context().addCookies([
    {
      name: 'SelectedLanguage',
      value: encodeURIComponent(JSON.stringify({ name: 'العربية', code: 'ar', direction: 'rtl' })),
      domain: 'localhost',
      path: '/',
    },
  ]);
}

test('a guest sees only the language switcher among the member controls', async ({ page, stack }) => {
  await page.goto(stack.url('localhost', '/'));
  const bar = page.getByRole('banner');
  await expect(bar.getByRole('button', { name: /^Language:/ })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Open menu' })).toBeVisible();
  // Sign-in is on the page (and in the drawer), not in the bar; so is the theme toggle.
  await expect(bar.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await expect(bar.getByRole('button', { name: 'Dark mode' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in or join' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Gifts' })).toHaveCount(0);
  await expect(bar.getByRole('button', { name: 'Wallet' })).toHaveCount(0);
  await expect(bar.getByRole('button', { name: /Account menu/ })).toHaveCount(0);
});

test('a member sees gifts, wallet, language and avatar in order, at desktop and phone widths', async ({
  page,
  stack,
  signInOnPage,
  axe,
}) => {
  await page.goto(stack.url('localhost', '/auth/signin'));
  await signInOnPage(page, `nav-${unique()}@example.com`, {
    register: { firstName: 'Nia', lastName: 'Navbar' },
  });
  await page.goto(stack.url('localhost', '/member/profile'));

  for (const size of [{ width: 1280, height: 800 }, PHONE]) {
    await page.setViewportSize(size);
    const bar = page.getByRole('banner');
    const controls = [
      bar.getByRole('link', { name: 'Gifts' }),
      bar.getByRole('button', { name: 'Wallet' }),
      bar.getByRole('button', { name: /^Language:/ }),
      bar.getByRole('button', { name: /Account menu/ }),
    ];
    const boxes = [];
    for (const control of controls) {
      await expect(control).toBeVisible();
      const box = (await control.boundingBox())!;
      expect(box.x + box.width, 'inside the viewport').toBeLessThanOrEqual(size.width);
      expect(box.height).toBeGreaterThanOrEqual(44);
      boxes.push(box);
    }
    for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.x).toBeGreaterThan(boxes[i - 1]!.x);
    await expect(controls[0]!).toHaveAttribute('href', '/member/rewards');

    // The demo business calls its points "Bean"; a new member has 0 of each, so the names are singular.
    await bar.getByRole('button', { name: 'Wallet' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByTestId('wallet-points')).toHaveText('0 Bean');
    await expect(menu.getByTestId('wallet-credit')).toHaveText('0 Credit');
    await expect(menu.getByRole('menuitem', { name: 'Add to wallet pass' })).toBeVisible();
    await axe(`wallet menu at ${size.width}px`);
    await page.screenshot({ path: `/tmp/chrome-wallet-${size.width}.png` });
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  }

  await page.getByRole('banner').getByRole('button', { name: 'Wallet' }).click();
  await page.getByRole('menuitem', { name: 'Add to wallet pass' }).click();
  await expect(page.getByRole('dialog', { name: 'Add to wallet pass' })).toBeVisible();
});

test('every hiding rule', async ({ page, stack, signInOnPage }) => {
  await page.goto(stack.url('localhost', '/auth/signin'));
  await signInOnPage(page, `hide-${unique()}@example.com`, {
    register: { firstName: 'Hal', lastName: 'Hidden' },
  });

  const drawerButton = page.getByRole('button', { name: 'Open menu' });
  await page.goto(stack.url('localhost', '/member/profile'));
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(drawerButton).toBeVisible();

  const chromeless = [
    '/member/update-user-profile',
    '/member/profile?onboardingflow=register',
    '/member/profile?hidenavbar=true',
    '/member/profile?hideNavBar',
    '/member/profile?hideDrawerSideBar',
    '/lp',
    '/lp/glp',
    '/purchasescanner',
  ];
  for (const path of chromeless) {
    await page.goto(stack.url('localhost', path));
    await expect(page.locator('main')).toBeVisible();
    await expect(page.getByRole('banner'), path).toHaveCount(0);
    // No bar and no navigation outside the page's own content.
    await expect(page.locator('header:not(main header), nav:not(main nav)'), path).toHaveCount(0);
    await expect(drawerButton, path).toHaveCount(0);
  }

  // Only the drawer button goes.
  await page.goto(stack.url('localhost', '/member/profile?hidedrawersidebar=true'));
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
  await expect(drawerButton).toHaveCount(0);
});

test('the drawer opens from the left, lists the menu, and sends guests to sign-in for members-only entries', async ({
  page,
  stack,
  signInOnPage,
  axe,
}) => {
  await serveEmbeddedPages(page);
  await page.goto(stack.url('localhost', '/'));
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  const box = (await drawer.boundingBox())!;
  expect(box.x).toBeLessThanOrEqual(1);
  expect(box.width).toBeLessThan(page.viewportSize()!.width / 2);

  const nav = drawer.getByRole('navigation', { name: 'Main menu' });
  // The demo menu in its order; hidden (Wallet Pass) and inactive (Catering) entries are left out.
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
  const names = (await nav.getByRole('link').allInnerTexts()).map((name) => name.trim());
  const expected = ['Home', 'Profile', 'Our Menu', 'Member Offers', 'Rewards'];
  expect(names.filter((name) => expected.includes(name))).toEqual(expected);
  await expect(nav.getByRole('link', { name: 'Wallet Pass' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Catering' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Our Menu' })).toHaveAttribute('href', '/view/ourmenu');
  const instagram = nav.getByRole('link', { name: /Instagram/ });
  await expect(instagram).toHaveAttribute('target', '_blank');
  await expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
  // A guest cannot send the feedback form: "Contact us" is the business's address.
  await expect(drawer.getByRole('link', { name: /Contact us/ })).toHaveAttribute(
    'href',
    'mailto:hello@bean-leaf.example.com',
  );
  const accessibility = drawer.getByRole('switch', { name: 'Accessibility button' });
  await expect(accessibility).toHaveAttribute('aria-checked', 'true');
  await accessibility.click();
  await expect(accessibility).toHaveAttribute('aria-checked', 'false');
  await expect(drawer.getByRole('button', { name: 'Privacy and data' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await axe('drawer, LTR');
  await page.screenshot({ path: '/tmp/chrome-drawer-en.png' });

  // A guest opening a members-only entry signs in first, then lands on the entry's view page.
  await nav.getByRole('link', { name: 'Member Offers' }).click();
  await expect(page).toHaveURL(/\/auth\/signin\?callbackUrl=%2Fview%2Fmemberoffers$/);
  await signInOnPage(page, `guest-${unique()}@example.com`, {
    register: { firstName: 'Gus', lastName: 'Guest' },
  });
  await expect(page).toHaveURL(/\/view\/memberoffers$/);
  const frame = page.locator('iframe[title="Member Offers"]');
  await expect(frame).toHaveAttribute('src', 'https://example.com/bean-leaf/offers');
  await expect(page.frameLocator('iframe[title="Member Offers"]').getByRole('heading')).toHaveText(
    'Framed menu page',
  );

  // Members get the feedback form from the drawer's contact-us line, on any page.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('button', { name: /Contact us/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Send us your feedback' })).toBeVisible();
});

test('the /view page frames an embedded entry; an unknown one is not found', async ({ page, stack }) => {
  await serveEmbeddedPages(page);
  await page.goto(stack.url('localhost', '/view/ourmenu'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Menu');
  await expect(page.locator('iframe[title="Our Menu"]')).toHaveAttribute(
    'src',
    'https://example.com/bean-leaf/menu',
  );
  await expect(page.frameLocator('iframe[title="Our Menu"]').getByRole('heading')).toHaveText(
    'Framed menu page',
  );

  await page.goto(stack.url('localhost', '/view/nothing-here'));
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('an address whose encoding is broken: a page is not found (in the business’s language), a BFF call is a 400', async ({
  page,
  request,
  stack,
}) => {
  const response = await page.goto(stack.url('northwind.localhost', '/lp/%E0%A4%A'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('הדף לא נמצא');

  for (const method of ['get', 'post'] as const) {
    const answer = await request[method](stack.url('localhost', '/api/configuration/%E0%A4%A'), {
      headers: { origin: stack.url('localhost', '') },
    });
    expect(answer.status()).toBe(400);
    expect(await answer.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'validation.failed' });
  }
});

test('in Arabic the drawer opens from the right', async ({ page, stack, axe }) => {
  await useArabic(page);
  for (const size of [{ width: 1280, height: 800 }, PHONE]) {
    await page.setViewportSize(size);
    await page.goto(stack.url('localhost', '/'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('banner').getByRole('button').first().click();
    const drawer = page.getByTestId('side-drawer');
    await expect(drawer).toBeVisible();
    const box = (await drawer.boundingBox())!;
    expect(Math.abs(box.x + box.width - size.width)).toBeLessThanOrEqual(1);
    expect(box.x).toBeGreaterThan(10);
    await page.screenshot({ path: `/tmp/chrome-drawer-ar-${size.width}.png` });
    await axe(`drawer in Arabic at ${size.width}px`);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  }
});

test('the identification dialog shows the QR code and id, and copies it', async ({
  page,
  stack,
  signInOnPage,
  axe,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: stack.url('localhost', '/').replace(/\/$/, ''),
  });
  await page.setViewportSize(PHONE);
  await page.goto(stack.url('localhost', '/auth/signin'));
  await signInOnPage(page, `qr-${unique()}@example.com`, {
    register: { firstName: 'Quinn', lastName: 'Qr' },
  });
  const { id } = shortUserIdSchema.parse(
    await page.evaluate(() => fetch('/api/protected/member/shortUserId').then((res) => res.json())),
  );

  await chooseFromAccountMenu(page, 'Identification');
  const dialog = page.getByRole('dialog', { name: 'Your identification' });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByRole('img', { name: 'QR code of your identification' }).locator('svg'),
  ).toBeVisible();
  await expect(dialog.getByTestId('identification-id')).toHaveText(id);
  await axe('identification dialog');
  await page.screenshot({ path: '/tmp/chrome-identification-390.png' });

  await dialog.getByRole('button', { name: 'Copy Link' }).click();
  await expect(dialog.getByRole('button', { name: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(id);
  await expect(dialog.getByRole('button', { name: 'Copy Link' })).toBeVisible({ timeout: 3000 });

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Dark theme and Arabic screenshots of the same dialog.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('button', { pressed: false, name: 'Dark mode' })
    .click();
  await page.keyboard.press('Escape');
  await chooseFromAccountMenu(page, 'Identification');
  await expect(dialog.getByTestId('identification-id')).toHaveText(id);
  await axe('identification dialog, dark');
  await page.screenshot({ path: '/tmp/chrome-identification-dark.png' });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Arabic: the bar mirrors, the dialog reads right to left, the id stays left to right.
  await useArabic(page);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const bar = page.getByRole('banner');
  const avatar = bar.getByRole('button', { name: /^QQ / });
  const drawerButton = bar.getByRole('button').first();
  expect((await avatar.boundingBox())!.x).toBeLessThan((await drawerButton.boundingBox())!.x);
  await page.screenshot({ path: '/tmp/chrome-bar-ar-390.png' });
  await avatar.click();
  await page.getByRole('menuitem').nth(1).click();
  const arabicDialog = page.getByTestId('identification-dialog');
  await expect(arabicDialog.getByTestId('identification-id')).toHaveText(id);
  await axe('identification dialog, Arabic');
  await page.screenshot({ path: '/tmp/chrome-identification-ar.png' });
});
