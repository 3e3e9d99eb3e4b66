// The ledger in the browser: points arrive, a shop purchase spends them (profile and wallet menu update without a
// reload), the gift shows on /member/rewards with its QR code, the entry on /member/activity; refusals translated.
import { readShippedTranslations } from '@loyalty/db/shipped-translations';
import type { Page } from '@playwright/test';
import { admin, test, expect } from './fixtures';
import type { Stack } from './stack';

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const english = readShippedTranslations().get('en_US') ?? {};

async function signUp(
  page: Page,
  stack: Stack,
  signInOnPage: (p: Page, id: string, o: object) => Promise<void>,
) {
  const email = `shopper-${unique()}@example.com`;
  await page.goto(stack.url('localhost', '/auth/signin'));
  await signInOnPage(page, email, { register: { firstName: 'Sam', lastName: 'Shopper' } });
  return email;
}

async function walletPoints(page: Page) {
  await page.getByRole('button', { name: 'Wallet' }).click();
  const points = page.getByTestId('wallet-points');
  await expect(points).toBeVisible();
  const text = await points.textContent();
  await page.keyboard.press('Escape');
  return text;
}

test('a member earns, buys an item, and sees balance, gift and activity update', async ({
  page,
  stack,
  signInOnPage,
  axe,
}) => {
  const name = `Cinnamon bun ${unique()}`;
  await admin(
    stack,
    'shop:add',
    'bean-leaf',
    'points',
    name,
    '30',
    '--stock',
    '3',
    '--description',
    'Fresh from the oven',
  );
  const email = await signUp(page, stack, signInOnPage);
  await admin(stack, 'points:award', 'bean-leaf', email, '50');

  await page.goto(stack.url('localhost', '/member/profile'));
  await expect(page.getByTestId('profile-points')).toHaveText('50 Beans');
  expect(await walletPoints(page)).toBe('50 Beans');

  await page.getByRole('link', { name: 'Points shop' }).click();
  await expect(page).toHaveURL(/\/member\/shop$/);
  await expect(page.getByTestId('shop-balance-points')).toHaveText('50 Beans');
  const card = page.getByTestId('shop-item').filter({ hasText: name });
  await expect(card.getByTestId('shop-item-price')).toHaveText('30 Beans');
  await expect(card.getByTestId('shop-item-stock')).toHaveText('3 left');
  await card.getByRole('button', { name: 'Buy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your purchase' });
  await expect(dialog).toContainText(`Buy ${name} for 30 Beans?`);
  await axe('purchase confirmation');
  await dialog.getByRole('button', { name: 'Buy now' }).click();
  const done = page.getByRole('dialog', { name: 'It’s yours!' });
  await expect(done.getByTestId('purchase-redeem-code')).not.toBeEmpty();
  const code = (await done.getByTestId('purchase-redeem-code').textContent())!.trim();
  await axe('purchase result');
  await page.screenshot({ path: 'test-results/ledger-purchase-result.png' });

  // No reload: the balances refetch because the purchase invalidated the member details.
  await expect(page.getByTestId('shop-balance-points')).toHaveText('20 Beans');
  await expect(card.getByTestId('shop-item-stock')).toHaveText('2 left');
  await done.getByRole('button', { name: 'Close' }).first().click();
  expect(await walletPoints(page)).toBe('20 Beans');

  // 20 Beans left: the item now says what is missing instead of offering Buy.
  await expect(card.getByTestId('shop-item-missing')).toHaveText('10 Beans more needed');
  await expect(card.getByRole('button', { name: 'Buy' })).toHaveCount(0);

  await page.goto(stack.url('localhost', '/member/rewards'));
  const gift = page.getByTestId('gift').filter({ hasText: name });
  await expect(gift.getByTestId('gift-status')).toHaveText('Active');
  await expect(gift).toContainText(code);
  await gift.getByRole('button', { name: 'Show QR code' }).click();
  const qr = page.getByRole('dialog', { name });
  await expect(qr.getByTestId('gift-qr')).toBeVisible();
  await expect(qr.getByRole('img', { name: `QR code of redeem code ${code}` })).toBeVisible();
  await axe('gift QR dialog');
  await page.screenshot({ path: 'test-results/ledger-gift-qr.png' });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('referral-code')).not.toBeEmpty();
  await expect(page.getByTestId('referral-link')).toContainText('/auth/signin?ref=');

  // The activity page's summary, entries and purchases are in the server's HTML.
  const activityHtml = await (await page.request.get(stack.url('localhost', '/member/activity'))).text();
  expect(activityHtml).toContain('data-testid="points-summary"');
  expect(activityHtml).toContain('data-testid="budget-entry"');
  expect(activityHtml).not.toContain('aria-busy="true"');
  await page.goto(stack.url('localhost', '/member/activity'));
  const entries = page.getByTestId('budget-entry');
  await expect(entries.first()).toContainText('Spent');
  await expect(entries.first()).toContainText('-30 Beans');
  await expect(entries.nth(1)).toContainText('+50 Beans');
  const today = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  await expect(entries.first()).toContainText(
    `${pad(today.getDate())}/${pad(today.getMonth() + 1)}/${today.getFullYear()}`,
  );
  await expect(page.getByTestId('summary-points')).toHaveText('20 Beans');

  await page.goto(stack.url('localhost', '/member/profile'));
  await expect(page.getByTestId('profile-points')).toHaveText('20 Beans');
});

// An item without a stock limit is bought by the API's one-statement path (a limited one by its transaction). Its
// price (16) is one no other test's next reward ties with: the stack's shop is shared.
test('a member buys an item without a stock limit; the balance and the gift follow', async ({
  page,
  stack,
  signInOnPage,
}) => {
  const name = `Espresso shot ${unique()}`;
  await admin(stack, 'shop:add', 'bean-leaf', 'points', name, '16');
  const email = await signUp(page, stack, signInOnPage);
  await admin(stack, 'points:award', 'bean-leaf', email, '21');

  await page.goto(stack.url('localhost', '/member/shop'));
  await expect(page.getByTestId('shop-balance-points')).toHaveText('21 Beans');
  const card = page.getByTestId('shop-item').filter({ hasText: name });
  await expect(card.getByTestId('shop-item-stock')).toHaveCount(0);
  await card.getByRole('button', { name: 'Buy' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm your purchase' })
    .getByRole('button', { name: 'Buy now' })
    .click();
  const done = page.getByRole('dialog', { name: 'It’s yours!' });
  const code = (await done.getByTestId('purchase-redeem-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{12}$/);
  await expect(page.getByTestId('shop-balance-points')).toHaveText('5 Beans');
  await done.getByRole('button', { name: 'Close' }).first().click();
  await expect(card.getByTestId('shop-item-missing')).toHaveText('11 Beans more needed');

  await page.goto(stack.url('localhost', '/member/rewards'));
  const gift = page.getByTestId('gift').filter({ hasText: name });
  await expect(gift.getByTestId('gift-status')).toHaveText('Active');
  await expect(gift).toContainText(code);
  await page.goto(stack.url('localhost', '/member/activity'));
  await expect(page.getByTestId('budget-entry').first()).toContainText('-16 Beans');
  await expect(page.getByTestId('summary-points')).toHaveText('5 Beans');
});

test('a purchase the balance does not cover shows the translated refusal', async ({
  page,
  stack,
  signInOnPage,
}) => {
  const name = `Espresso machine ${unique()}`;
  await admin(stack, 'shop:add', 'bean-leaf', 'reward', name, '100', '--price-type', 'point');
  const email = await signUp(page, stack, signInOnPage);
  await admin(stack, 'points:award', 'bean-leaf', email, '100');
  await page.goto(stack.url('localhost', '/member/shop?shop=reward'));
  await expect(page.getByRole('link', { name: 'Reward shop' })).toHaveAttribute('aria-current', 'page');
  await page.getByTestId('shop-item').filter({ hasText: name }).getByRole('button', { name: 'Buy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your purchase' });
  await expect(dialog.getByTestId('purchase-balance-after')).toHaveText('0 Bean');
  // The balance drops while the dialog is open (spent at the till, say): the API refuses the purchase.
  await admin(stack, 'points:adjust', 'bean-leaf', email, 'point', '-50');
  await dialog.getByRole('button', { name: 'Buy now' }).click();
  await expect(dialog.getByTestId('purchase-error')).toHaveText(english['ledger.insufficient.balance']!);
  await expect(dialog.getByRole('button', { name: 'Buy now' })).toBeDisabled();
  await page.screenshot({ path: 'test-results/ledger-refusal.png' });
});

test('shop, rewards and activity in Arabic at phone width, and in the dark theme', async ({
  page,
  stack,
  signInOnPage,
  axe,
}) => {
  await admin(
    stack,
    'shop:add',
    'bean-leaf',
    'points',
    `Croissant ${unique()}`,
    '10',
    '--stock',
    '0',
    '--description',
    'Buttery',
  );
  const email = await signUp(page, stack, signInOnPage);
  await admin(stack, 'purchase:record', 'bean-leaf', email, '9.00', '--item', 'Latte:2:4.50');
  await admin(stack, 'points:award', 'bean-leaf', email, '12');

  await page.goto(stack.url('localhost', '/member/shop?theme=dark'));
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByTestId('shop-item').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/ledger-shop-dark.png', fullPage: true });
  await page.goto(stack.url('localhost', '/member/activity?theme=dark'));
  await expect(page.getByTestId('budget-entry').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/ledger-activity-dark.png', fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.context().addCookies([
    {
      name: 'SelectedLanguage',
      value: encodeURIComponent(JSON.stringify({ name: 'العربية', code: 'ar', direction: 'rtl' })),
      domain: 'localhost',
      path: '/',
    },
  ]);
  await page.goto(stack.url('localhost', '/member/shop?theme=light'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('متجر النقاط');
  await expect(page.getByTestId('shop-item-stock').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/ledger-shop-ar-390.png', fullPage: true });
  await page.goto(stack.url('localhost', '/member/activity'));
  await expect(page.getByTestId('budget-entry').first()).toContainText('+12');
  await expect(page.getByTestId('purchase-entry').first()).toContainText('2 × Latte');
  await page.screenshot({ path: 'test-results/ledger-activity-ar-390.png', fullPage: true });
  await page.goto(stack.url('localhost', '/member/rewards'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('مكافآتي');
  await expect(page.getByTestId('referral-card')).toBeVisible();
  await page.screenshot({ path: 'test-results/ledger-rewards-ar-390.png', fullPage: true });
  // The page's last control (the referral card's copy button) scrolls clear of the floating accessibility button.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const copyLink = await page.getByTestId('referral-card').getByRole('button').last().boundingBox();
  const floating = await page.getByRole('button', { name: 'خيارات إمكانية الوصول' }).boundingBox();
  expect(copyLink && floating).toBeTruthy();
  expect(copyLink!.y + copyLink!.height).toBeLessThanOrEqual(floating!.y);
  await page.screenshot({ path: 'test-results/ledger-rewards-ar-390-end.png' });
  await axe('rewards in Arabic at 390 px');
});
