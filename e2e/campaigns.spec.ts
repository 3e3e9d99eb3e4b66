// Campaigns in the browser: a visitor claims a landing page's gift by phone on a phone in Arabic and finds it in
// their rewards; a member adds a receipt by showing its QR code to the camera and by typing it; a guest signs in
// first and comes back to the receipt.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import QRCode from 'qrcode';
import { DEMO_LANDING_PAGE_ID } from '@loyalty/db';
import { chromiumArgs } from './playwright.config';
import { admin, expect, expectNoA11yViolations, test } from './fixtures';

const unique = () => `${Date.now()}`.slice(-7);
const ARABIC = {
  name: 'SelectedLanguage',
  value: encodeURIComponent(JSON.stringify({ name: 'العربية', code: 'ar', direction: 'rtl' })),
  domain: 'localhost',
  path: '/',
};

test.describe('landing page', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a visitor claims the gift by phone in Arabic and finds it in their rewards', async ({
    page,
    stack,
    latestCode,
  }) => {
    await page.context().addCookies([ARABIC]);
    await page.goto(stack.url('localhost', `/lp/${DEMO_LANDING_PAGE_ID}`));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('قهوتك الأولى على حسابنا');
    // No navigation bar, no cookie banner on a campaign page.
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);

    const national = `(212) 7${unique().slice(0, 2)}-${unique().slice(-4)}`;
    const e164 = `+1${national.replace(/\D/g, '')}`;
    await page.getByRole('button', { name: 'أرسل لي رمزًا' }).click();
    await expect(page.getByText('هذا الحقل مطلوب.')).toBeVisible();
    await page.getByLabel('رقم الهاتف المحمول').fill(national);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'أرسل لي رمزًا' }).click();

    const codeField = page.getByLabel('رمز من 6 أرقام');
    await expect(codeField).toBeVisible();
    await codeField.fill('000000');
    await page.getByRole('button', { name: 'احصل على هديتي' }).click();
    await expect(page.getByText(/هذا الرمز غير صحيح/)).toBeVisible();
    await codeField.fill(await latestCode(e164));
    await page.getByRole('button', { name: 'احصل على هديتي' }).click();
    await expect(page.getByRole('heading', { name: 'هديتك جاهزة' })).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByRole('link', { name: 'اعرض مكافآتي' }).click();
    await expect(page).toHaveURL(/\/member\/rewards$/);
    await expect(page.getByText('Free coffee').first()).toBeVisible();
  });

  test('unknown, and the legacy id of the demo page, each show what they are', async ({ page, stack }) => {
    for (const path of ['/lp/00000000-0000-4000-8000-000000000000', '/lp/glp/NO-SUCH-PAGE']) {
      const response = await page.goto(stack.url('localhost', path));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    }
    await page.goto(stack.url('localhost', '/lp/WELCOME'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your first coffee is on us');
  });
});

/**
 * A video of a QR code for Chromium's fake camera: Y4M (4:2:0) frames, the code black on white, so the page reads
 * it as it would from a real receipt.
 */
async function qrVideo(text: string): Promise<string> {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const modules = qr.modules.size;
  const size = 480;
  const scale = Math.floor((size * 0.8) / modules);
  const offset = Math.floor((size - modules * scale) / 2);
  const luma = Buffer.alloc(size * size, 235);
  for (let y = 0; y < modules * scale; y++)
    for (let x = 0; x < modules * scale; x++)
      if (qr.modules.get(Math.floor(y / scale), Math.floor(x / scale)))
        luma[(offset + y) * size + offset + x] = 16;
  const chroma = Buffer.alloc((size / 2) * (size / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const file = join(mkdtempSync(join(tmpdir(), 'qr-video-')), 'receipt.y4m');
  writeFileSync(
    file,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${size} H${size} F10:1 Ip A1:1 C420jpeg\n`),
      ...Array(10).fill(frame),
    ]),
  );
  return file;
}

test.describe('purchase scanner', () => {
  let cameraBrowser: Browser | undefined;
  test.afterAll(async () => {
    await cameraBrowser?.close();
  });

  test("a member's receipt, shown to the camera, adds its points; typed again it is already added", async ({
    stack,
    signInOnPage,
  }) => {
    const receipt = `R-${unique()}`;
    const output = await admin(stack, 'receipt:qr', 'bean-leaf', receipt, '12.50', '--json');
    const { code } = JSON.parse(output) as { code: string };
    cameraBrowser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        ...chromiumArgs,
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${await qrVideo(code)}`,
      ],
    });
    const context = await cameraBrowser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addCookies([
      {
        name: 'cc_cookie',
        value: encodeURIComponent(JSON.stringify({ categories: ['necessary'] })),
        domain: 'localhost',
        path: '/',
      },
    ]);
    await context.grantPermissions(['camera'], { origin: stack.url('localhost') });
    const page = await context.newPage();
    await page.goto(stack.url('localhost', '/auth/signin'));
    await signInOnPage(page, `scanner-${unique()}@example.com`, {
      register: { firstName: 'Scan', lastName: 'Ner' },
    });

    await page.goto(stack.url('localhost', '/purchasescanner'));
    await expect(page.getByRole('heading', { name: 'Scan your receipt' })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Start the camera' }).click();
    await expect(page.getByText(`added for receipt ${receipt}.`)).toBeVisible({ timeout: 20_000 });
    await expectNoA11yViolations(page);

    // Typed in by hand, the same receipt adds nothing more.
    await page.getByLabel('Receipt code').fill(code);
    await page.getByRole('button', { name: 'Add the receipt' }).click();
    await expect(page.getByText(`Receipt ${receipt} was already added to your points.`)).toBeVisible();
    await page.getByLabel('Receipt code').fill('LPR1.bean-leaf.nope');
    await page.getByRole('button', { name: 'Add the receipt' }).click();
    await expect(page.getByText('This is not a valid receipt code.')).toBeVisible();
    await context.close();
  });

  test('a guest with a receipt link signs in first and comes back to it', async ({
    page,
    stack,
    signInOnPage,
  }) => {
    const receipt = `R-${unique()}`;
    const { code } = JSON.parse(await admin(stack, 'receipt:qr', 'bean-leaf', receipt, '4.00', '--json')) as {
      code: string;
    };
    await page.goto(stack.url('localhost', `/purchasescanner?code=${encodeURIComponent(code)}`));
    await expect(page.getByText('Sign in to add receipts to your points.')).toBeVisible();
    await page.getByRole('button', { name: 'Add the receipt' }).click();
    await expect(page).toHaveURL(/\/auth\/signin\?callbackUrl=/);
    // Signing in goes straight back to the scanner, a page without the navigation bar.
    await signInOnPage(page, `guest-${unique()}@example.com`, {
      register: { firstName: 'Gus', lastName: 'Guest' },
      expectNavigationBar: false,
    });
    await expect(page).toHaveURL(/\/purchasescanner\?code=/);
    await expect(page.getByText(`added for receipt ${receipt}.`)).toBeVisible();
  });
});
