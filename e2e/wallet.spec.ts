// Wallet passes in the browser: on a desktop the member picks a wallet and scans its QR code (the links work
// without a session), in Hebrew too; on a phone the platform's link opens at once (Android → Google Wallet,
// iPhone → the .pkpass download).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const unique = () => `${Date.now()}`.slice(-7) + Math.floor(Math.random() * 100);
const hebrew = {
  ...(JSON.parse(
    readFileSync(join(import.meta.dirname, '../packages/db/src/seed/locales/he/core.json'), 'utf8'),
  ) as Record<string, string>),
  ...(JSON.parse(
    readFileSync(join(import.meta.dirname, '../packages/db/src/seed/locales/he/wallet.json'), 'utf8'),
  ) as Record<string, string>),
};
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
/** Google's save page stands in locally: the tests never leave the machine. */
const GOOGLE_STUB =
  '<!doctype html><html lang="en"><head><title>Google Wallet</title></head><body><main><h1>Google Wallet</h1></main></body></html>';

async function openWalletDialog(page: Page, labels = { wallet: 'Wallet', add: 'Add to wallet pass' }) {
  await page.getByRole('banner').getByRole('button', { name: labels.wallet }).click();
  await page.getByRole('menuitem', { name: labels.add }).click();
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the member picks a wallet and sees the QR code of a link that works without a session', async ({
    page,
    stack,
    signInOnPage,
    axe,
  }) => {
    await page.goto(stack.url('localhost', '/auth/signin'));
    await signInOnPage(page, `wallet-${unique()}@example.com`, {
      register: { firstName: 'Wally', lastName: 'Pass' },
    });
    await openWalletDialog(page);
    const dialog = page.getByRole('dialog', { name: 'Add to wallet pass' });
    await expect(dialog.getByText('Choose your wallet type:')).toBeVisible();
    await expect(dialog.getByText('Select a wallet type above to see the QR code')).toBeVisible();
    await axe('wallet dialog, nothing chosen');

    await dialog.getByRole('button', { name: 'Apple' }).click();
    const qr = dialog.getByTestId('wallet-pass-qr');
    await expect(qr).toBeVisible();
    await expect(dialog.getByText('Scan this QR code with your phone to add to wallet')).toBeVisible();
    const appleUrl = (await qr.getAttribute('data-url'))!;
    expect(appleUrl).toMatch(/\/api\/wallet\/apple\/a\./);
    await axe('wallet dialog, Apple QR code');

    // A phone has no session: the link alone opens the pass.
    const pass = await page.request.get(appleUrl, { headers: { cookie: '' } });
    expect(pass.status()).toBe(200);
    expect(pass.headers()['content-type']).toBe('application/vnd.apple.pkpass');

    await dialog.getByRole('button', { name: 'Android' }).click();
    await expect(qr).toHaveAttribute('data-url', /\/api\/wallet\/google\/g\./);
    const googleUrl = (await qr.getAttribute('data-url'))!;
    const redirect = await page.request.get(googleUrl, { maxRedirects: 0 });
    expect(redirect.status()).toBe(303);
    expect(redirect.headers().location).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\/ey/);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('in Hebrew the dialog reads right to left, in the dark theme', async ({
    page,
    stack,
    signInOnPage,
    axe,
  }) => {
    const local = `55566${unique().slice(-5)}`;
    await page.goto(stack.url('northwind.localhost', '/auth/signin?lang=en'));
    const language = (code: string, name: string, direction: string) => ({
      name: 'SelectedLanguage',
      value: encodeURIComponent(JSON.stringify({ name, code, direction })),
      domain: 'northwind.localhost',
      path: '/',
    });
    await page.context().addCookies([language('en', 'English', 'ltr')]);
    await page.reload();
    await signInOnPage(page, local, {
      recipient: `+972${local}`,
      register: { firstName: 'Noa', lastName: 'Wallet', email: `noa-wallet-${local}@example.com` },
    });
    await page.context().addCookies([language('he', 'עברית', 'rtl')]);
    await page.goto(stack.url('northwind.localhost', '/member/profile'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    await openWalletDialog(page, {
      wallet: hebrew['navbar.wallet']!,
      add: hebrew['navbar.add.to.wallet.pass']!,
    });
    const dialog = page.getByRole('dialog', { name: hebrew['navbar.add.to.wallet.pass'] });
    await expect(dialog.getByText(hebrew['wallet.dialog.choose']!)).toBeVisible();
    await dialog.getByRole('button', { name: hebrew['wallet.dialog.apple'] }).click();
    await expect(dialog.getByTestId('wallet-pass-qr')).toBeVisible();
    await expect(dialog.getByText(hebrew['wallet.dialog.scan']!)).toBeVisible();
    await axe('wallet dialog in Hebrew, dark');
  });
});

test.describe('on an Android phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, userAgent: ANDROID_UA });

  test('the dialog goes straight to Google Wallet', async ({ page, stack, signInOnPage }) => {
    await page
      .context()
      .route('https://pay.google.com/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: GOOGLE_STUB }),
      );
    await page.goto(stack.url('localhost', '/auth/signin'));
    await signInOnPage(page, `android-${unique()}@example.com`, {
      register: { firstName: 'Andy', lastName: 'Droid' },
    });
    await openWalletDialog(page);
    await expect(page).toHaveURL(/^https:\/\/pay\.google\.com\/gp\/v\/save\/ey/);
  });
});

test.describe('on an iPhone', () => {
  test.use({ viewport: { width: 375, height: 812 }, userAgent: IPHONE_UA });

  test('the dialog downloads the Apple Wallet pass', async ({ page, stack, signInOnPage }) => {
    await page.goto(stack.url('localhost', '/auth/signin'));
    await signInOnPage(page, `iphone-${unique()}@example.com`, {
      register: { firstName: 'Ida', lastName: 'Phone' },
    });
    const download = page.waitForEvent('download');
    await openWalletDialog(page);
    expect((await download).suggestedFilename()).toBe('pass.pkpass');
  });

  test('a link that can no longer give the pass opens a page saying so, in Hebrew', async ({
    page,
    stack,
    axe,
  }) => {
    await page.context().addCookies([
      {
        name: 'SelectedLanguage',
        value: encodeURIComponent(JSON.stringify({ name: 'עברית', code: 'he', direction: 'rtl' })),
        domain: 'northwind.localhost',
        path: '/',
      },
    ]);
    // Well formed, but not signed by this installation: the API refuses it as it refuses one past its hour.
    const refused = `a.${'0'.repeat(32)}.${(Math.floor(Date.now() / 1000) + 3600).toString(36)}.${'A'.repeat(22)}`;
    await page.goto(stack.url('northwind.localhost', `/api/wallet/apple/${refused}`));
    await expect(page).toHaveURL(/\/wallet\/unavailable\?reason=invalid$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: hebrew['wallet.link.invalid'] })).toBeVisible();
    const again = hebrew['wallet.unavailable.again']!.replace(
      '{{item}}',
      hebrew['navbar.add.to.wallet.pass']!,
    );
    await expect(page.getByText(again)).toBeVisible();
    await page.screenshot({
      path: test.info().outputPath('wallet-link-unavailable-he-375.png'),
      fullPage: true,
    });
    await axe('wallet link unavailable, Hebrew phone');
    await page.getByRole('link', { name: hebrew['wallet.unavailable.home'] }).click();
    await expect(page).toHaveURL(stack.url('northwind.localhost', '/'));
  });
});
