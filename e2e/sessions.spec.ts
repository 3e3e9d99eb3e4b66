// Two browsers as two devices of one member: "your devices" lists both; signing one out leaves the other signed
// in; "sign out everywhere" ends both.
import type { Page } from '@playwright/test';
import { admin, test, expect, prepareContext } from './fixtures';
import type { Stack } from './stack';

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** Signs the member in on another device with a one-time link from the CLI (no second code needed). */
async function signInByLink(page: Page, stack: Stack, email: string) {
  const { token } = JSON.parse(await admin(stack, 'member:token', 'bean-leaf', email, '--json')) as {
    token: string;
  };
  await page.goto(stack.url('localhost', `/?temporarytoken=${encodeURIComponent(token)}`));
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
}

test('a member signs one device out, then every device', async ({
  page,
  browser,
  stack,
  signInOnPage,
  axe,
}) => {
  const email = `devices-${unique()}@example.com`;
  await page.goto(stack.url('localhost', '/auth/signin'));
  await signInOnPage(page, email, { register: { firstName: 'Dev', lastName: 'Ices' } });

  // The same member on a phone.
  const phoneContext = await browser.newContext({
    userAgent: ANDROID_CHROME,
    viewport: { width: 375, height: 812 },
  });
  await prepareContext(phoneContext);
  const phone = await phoneContext.newPage();
  try {
    await signInByLink(phone, stack, email);

    // The devices are in the server's HTML (not fetched after hydration).
    const html = await (await page.request.get(stack.url('localhost', '/member/profile'))).text();
    expect(html).toContain('Chrome on Linux');
    expect(html).toContain('Chrome on Android');

    await page.goto(stack.url('localhost', '/member/profile'));
    const devices = page.getByTestId('devices-card');
    await expect(devices.getByTestId('device')).toHaveCount(2);
    // "Last active …" fills in once the card has hydrated: its buttons work from then on.
    await expect(devices.getByText(/^Last active/)).toHaveCount(2);
    await expect(devices.locator('[data-testid="device"][data-current]')).toContainText('This device');
    await expect(devices.locator('[data-testid="device"][data-current]')).toContainText('Chrome on Linux');
    await axe('your devices');
    await page.screenshot({ path: 'test-results/sessions-devices.png', fullPage: true });

    // Sign the phone out from the laptop: the phone is sent to sign-in, the laptop stays.
    await devices.getByRole('button', { name: 'Sign out Chrome on Android' }).click();
    await expect(page.getByText('Chrome on Android is signed out.', { exact: true })).toBeVisible();
    await expect(devices.getByTestId('device')).toHaveCount(1);
    await phone.goto(stack.url('localhost', '/member/profile'));
    await expect(phone).toHaveURL(/\/auth\/signin/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your profile');

    // Back on the phone, then "sign out everywhere" from it: both end.
    await signInByLink(phone, stack, email);
    await phone.goto(stack.url('localhost', '/member/profile'));
    await expect(
      phone
        .getByTestId('devices-card')
        .getByText(/^Last active/)
        .first(),
    ).toBeVisible();
    await phone.getByTestId('devices-card').getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(phone).toHaveURL(/\/auth\/signin/);
    await page.reload();
    await expect(page).toHaveURL(/\/auth\/signin/);
  } finally {
    await phoneContext.close();
  }
});
