// Privacy and legal: the cookie banner, the legal and data panel, data export, account deletion, the
// accessibility widget and its high-contrast theme.
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

async function consentCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === 'cc_cookie');
  return cookie
    ? { ...cookie, parsed: JSON.parse(decodeURIComponent(cookie.value)) as { categories: string[] } }
    : null;
}

/** The portal's own, server-rendered banner (the library only keeps the record and shows the preferences). */
const banner = (page: Page) => page.getByRole('region', { name: 'We use cookies' });

async function openLegalPanel(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Privacy and data' }).click();
  const panel = page.getByRole('dialog', { name: 'Privacy and data' });
  await expect(panel).toBeVisible();
  return panel;
}

test.describe('cookie consent', () => {
  test.use({ consentDecided: false });

  test('accept necessary persists 182 days across reloads', async ({ page, stack, context, axe }) => {
    await page.goto(stack.url('localhost', '/'));
    await expect(banner(page)).toBeVisible();
    await axe('cookie banner');
    await page.screenshot({ path: '/tmp/privacy-cookie-banner.png' });
    await page.getByRole('button', { name: 'Accept necessary only' }).click();
    await expect(banner(page)).toBeHidden();
    const cookie = await consentCookie(context);
    expect(cookie?.parsed.categories).toEqual(['necessary']);
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(181);
    expect(days).toBeLessThanOrEqual(182);

    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(banner(page)).toHaveCount(0);
  });

  test('accept all and custom categories are recorded', async ({ page, stack, context, browser }) => {
    await page.goto(stack.url('localhost', '/'));
    await page.getByRole('button', { name: 'Accept all' }).click();
    await expect(banner(page)).toBeHidden();
    expect((await consentCookie(context))?.parsed.categories).toEqual(['necessary', 'analytics']);

    const other = await browser.newContext();
    const custom = await other.newPage();
    await custom.goto(stack.url('localhost', '/'));
    await custom.getByRole('button', { name: 'Choose cookies' }).click();
    const preferences = custom.locator('#cc-main .pm');
    await expect(preferences).toBeVisible();
    const analytics = preferences.getByRole('checkbox', { name: 'Analytics' });
    await expect(analytics).not.toBeChecked();
    await analytics.check();
    await preferences.getByRole('button', { name: 'Save my choice' }).click();
    await expect(preferences).toBeHidden();
    expect((await consentCookie(other))?.parsed.categories).toEqual(['necessary', 'analytics']);
    await custom.reload();
    await custom.waitForLoadState('networkidle');
    await expect(banner(custom)).toHaveCount(0);
    await other.close();
  });

  test('excluded pages never show it; an external grant accepts all silently', async ({
    page,
    stack,
    context,
  }) => {
    for (const path of ['/?onboardingflow=register', '/lp/summer', '/?hideNavBar=1']) {
      await page.goto(stack.url('localhost', path));
      await page.waitForLoadState('networkidle');
      await expect(banner(page), path).toHaveCount(0);
    }
    expect(await consentCookie(context)).toBeNull();

    await page.goto(stack.url('localhost', '/?cookieConsentGrantedExternally=true'));
    await expect
      .poll(async () => (await consentCookie(context))?.parsed.categories)
      .toEqual(['necessary', 'analytics']);
    await expect(banner(page)).toBeHidden();
    await page.goto(stack.url('localhost', '/'));
    await page.waitForLoadState('networkidle');
    await expect(banner(page)).toHaveCount(0);
  });

  test('the misspelt external grant works too', async ({ page, stack, context }) => {
    await page.goto(stack.url('localhost', '/?cookieConsentGrantedExternaly=true'));
    await expect
      .poll(async () => (await consentCookie(context))?.parsed.categories)
      .toEqual(['necessary', 'analytics']);
  });
});

test.describe('legal panel', () => {
  test('a bottom sheet on phones, a side sheet on desktops, links in new tabs', async ({
    page,
    stack,
    axe,
  }) => {
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await page.goto(stack.url('localhost', '/'));
      const panel = await openLegalPanel(page);
      const privacy = panel.getByRole('link', { name: /Privacy policy/ });
      await expect(privacy).toHaveAttribute('target', '_blank');
      await expect(privacy).toHaveAttribute('href', /^https:\/\//);
      await expect(panel.getByRole('link', { name: /Terms of use/ })).toBeVisible();
      // Guests see no member sections.
      await expect(panel.getByRole('button', { name: 'Consent and rights' })).toHaveCount(0);
      const box = await panel.boundingBox();
      if (!box) throw new Error('no panel box');
      if (size === PHONE) {
        expect(Math.round(box.x)).toBe(0);
        expect(Math.round(box.width)).toBe(size.width);
        expect(Math.round(box.y + box.height)).toBe(size.height);
        expect(box.y).toBeGreaterThan(0);
      } else {
        expect(Math.round(box.y)).toBe(0);
        expect(Math.round(box.height)).toBe(size.height);
        expect(Math.round(box.x + box.width)).toBe(size.width);
        expect(box.width).toBeLessThan(size.width / 2);
      }
      await axe(`legal panel ${size.width}`);
      await page.screenshot({ path: `/tmp/privacy-legal-${size.width}.png` });
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
    }
  });

  test('in Arabic the side sheet opens from the left', async ({ page, stack, context, axe }) => {
    await context.addCookies([
      {
        name: 'SelectedLanguage',
        value: encodeURIComponent(JSON.stringify({ name: 'العربية', code: 'ar', direction: 'rtl' })),
        domain: 'localhost',
        path: '/',
      },
    ]);
    await page.setViewportSize(DESKTOP);
    await page.goto(stack.url('localhost', '/'));
    await page.getByRole('button', { name: 'فتح القائمة' }).click();
    await page.getByRole('button', { name: 'الخصوصية والبيانات' }).click();
    const panel = page.getByRole('dialog', { name: 'الخصوصية والبيانات' });
    await expect(panel).toBeVisible();
    const box = await panel.boundingBox();
    expect(Math.round(box?.x ?? -1)).toBe(0);
    await axe('legal panel ar');
    await page.screenshot({ path: '/tmp/privacy-legal-ar.png' });
  });
});

test.describe('member data', () => {
  test('export: validated form, link in the outbox, the download works', async ({
    page,
    stack,
    signInOnPage,
    outbox,
    axe,
  }) => {
    const email = `ezra-${unique()}@example.com`;
    await page.goto(stack.url('localhost', '/auth/signin'));
    await signInOnPage(page, email, { register: { firstName: 'Ezra', lastName: 'Export' } });
    const panel = await openLegalPanel(page);
    await panel.getByRole('button', { name: 'Portability and report' }).click();
    const field = panel.getByLabel('E-mail address');
    const send = panel.getByRole('button', { name: 'Send my data' });
    await expect(field).toHaveValue(email);
    await expect(send).toBeEnabled();
    await field.fill('');
    await expect(send).toBeDisabled();
    await field.fill('ezra@nowhere');
    await field.blur();
    await expect(panel.getByText('Invalid email format')).toBeVisible();
    await expect(send).toBeDisabled();
    await axe('export form with an error');

    await field.fill(email);
    await send.click();
    const toast = page.getByRole('status').filter({ hasText: 'the link to your data is on its way' });
    await expect(toast).toBeVisible();
    await page.screenshot({ path: '/tmp/privacy-export-toast.png' });

    let link = '';
    await expect
      .poll(async () => {
        const [mail] = await outbox(email);
        link = /https?:\/\/\S+\?format=json/.exec(mail?.body ?? '')?.[0] ?? '';
        return link;
      })
      .not.toBe('');
    const file = await page.request.get(link);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-disposition']).toMatch(/attachment/);
    const content = (await file.json()) as { profile: { email: string; firstName: string }[] };
    expect(content.profile[0]).toMatchObject({ email, firstName: 'Ezra' });
    const csv = await page.request.get(link.replace('format=json', 'format=csv'));
    expect(await csv.text()).toContain('# ledgerEntries');

    // The credits page, generated at build time from the installed packages.
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toBeHidden();
    const again = await openLegalPanel(page);
    await again.getByRole('link', { name: 'Open-source credits' }).click();
    await expect(page).toHaveURL(/\/credits$/);
    await expect(page.getByRole('heading', { name: 'Open-source credits' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'vanilla-cookieconsent', exact: true })).toBeVisible();
  });

  test('deletion: confirmation, success toast, signed out, and the identifier registers anew', async ({
    page,
    stack,
    signInOnPage,
    axe,
  }) => {
    const email = `dora-${unique()}@example.com`;
    await page.goto(stack.url('localhost', '/auth/signin'));
    await signInOnPage(page, email, { register: { firstName: 'Dora', lastName: 'Delete' } });
    await page.setViewportSize(PHONE);
    const panel = await openLegalPanel(page);
    await panel.getByRole('button', { name: 'Consent and rights' }).click();
    await page.screenshot({ path: '/tmp/privacy-deletion-375.png' });
    const remove = panel.getByRole('button', { name: 'Delete my account' });
    await expect(remove).toBeDisabled();
    await panel.getByLabel('I use my right to erasure').check();
    await expect(remove).toBeEnabled();
    await remove.click();
    const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(confirm).toBeVisible();
    await axe('deletion confirmation');
    await confirm.getByRole('button', { name: 'No' }).click();
    await expect(confirm).toBeHidden();
    await remove.click();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(
      page.getByText('Your account has been deleted. You are being signed out.', { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/signin/, { timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);

    // After the resend gap the same address is a new member: the registration step comes back.
    await page.waitForTimeout(31_000);
    await signInOnPage(page, email, { register: { firstName: 'Dora', lastName: 'Again' } });
  });
});

test.describe('accessibility widget', () => {
  const rootFontSize = (page: Page) =>
    page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).fontSize));

  test('zoom, high contrast and reset survive a reload; closes on Escape and outside clicks', async ({
    page,
    stack,
    axe,
  }) => {
    await page.goto(stack.url('localhost', '/'));
    const open = page.getByRole('button', { name: 'Accessibility options' });
    await open.click();
    const panel = page.getByRole('group', { name: 'Accessibility' });
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: 'Zoom in' }).click();
    await panel.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(() => rootFontSize(page)).toBeCloseTo(19.2, 1);
    await panel.getByRole('button', { name: 'Zoom out' }).click();
    await expect.poll(() => rootFontSize(page)).toBeCloseTo(17.6, 1);
    expect(await page.evaluate(() => localStorage.getItem('accessibility.fontSize'))).toBe('1.1');
    await panel.getByRole('button', { name: 'High contrast' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'highContrast');
    await axe('high contrast with the widget open');
    await page.screenshot({ path: '/tmp/privacy-high-contrast.png' });

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(open).toBeFocused();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'highContrast');
    await expect.poll(() => rootFontSize(page)).toBeCloseTo(17.6, 1);
    await axe('high contrast after reload');

    await open.click();
    await expect(panel).toBeVisible();
    await page.mouse.click(10, 300);
    await expect(panel).toBeHidden();

    await open.click();
    await panel.getByRole('button', { name: 'Reset' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect.poll(() => rootFontSize(page)).toBeCloseTo(16, 1);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await rootFontSize(page)).toBeCloseTo(16, 1);
  });

  test('reset restores a saved dark theme; zoom out stops above 0', async ({ page, stack }) => {
    await page.setViewportSize(PHONE);
    await page.goto(stack.url('localhost', '/'));
    await page.evaluate(() => {
      localStorage.setItem('theme', 'dark');
      localStorage.setItem('currentTheme', 'highContrast');
      localStorage.setItem('accessibility.fontSize', '0.2');
    });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'highContrast');
    await page.getByRole('button', { name: 'Accessibility options' }).click();
    const panel = page.getByRole('group', { name: 'Accessibility' });
    await panel.getByRole('button', { name: 'Zoom out' }).click();
    await expect(panel.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    expect(await page.evaluate(() => localStorage.getItem('accessibility.fontSize'))).toBe('0.1');
    await panel.getByRole('button', { name: 'Reset' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('currentTheme'))).toBe('dark');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.screenshot({ path: '/tmp/privacy-dark-375.png' });
  });
});
