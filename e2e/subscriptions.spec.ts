// Paid membership in the browser, through the test-mode payment provider: a member joins from the drawer, meets a
// declined card, pays, sees the points, the gift and the card label, and cancels; a Northwind member does the same
// in Hebrew on a phone in the dark theme.
import { admin, expect, expectHydrated, test } from './fixtures';

const unique = () => `${Date.now()}`.slice(-7);

test('an English member joins from the drawer, is declined, pays, sees the benefits and cancels', async ({
  page,
  stack,
  signInOnPage,
  axe,
}) => {
  await page.goto(stack.url('localhost', '/auth/signin'));
  await signInOnPage(page, `member-${unique()}@example.com`, {
    register: { firstName: 'Sam', lastName: 'Subscriber' },
  });

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Membership' }).click();
  await expect(page).toHaveURL(/\/member\/subscription$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Membership' })).toBeVisible();
  const plans = page.getByTestId('membership-plan');
  await expect(plans).toHaveCount(2);
  await expect(plans.first().getByTestId('membership-price')).toHaveText(/\$4\.99\u2069? a month/);
  await axe('membership plans');

  // The plans are in the page's HTML; the button works once hydrated.
  const join = page.getByRole('button', { name: 'Join Bean Club', exact: true });
  await expectHydrated(join);
  await join.click();
  await expect(page).toHaveURL(/\/member\/subscription\/checkout\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('checkout-simulation')).toHaveText(
    'This is a simulation. No card is charged and no money moves.',
  );
  await page.getByRole('button', { name: 'Use a declined card' }).click();
  await expect(page.getByText('Your card was declined. Try again or use another card.')).toBeVisible();
  await axe('declined card');

  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/member\/subscription$/);
  await expect(page.getByTestId('membership-status')).toContainText('Active. Renews on');
  await expect(page.getByTestId('membership-benefits')).toContainText('Free pastry');
  await expect(page.getByRole('button', { name: 'Join Bean Club', exact: true })).toBeDisabled();

  await page.goto(stack.url('localhost', '/member/profile'));
  await expect(page.getByTestId('membership-badge')).toHaveText('Bean Club');
  await expect(page.getByTestId('profile-points')).toContainText('500');
  await page.goto(stack.url('localhost', '/member/rewards'));
  await expect(page.getByText('Free pastry').first()).toBeVisible();
  await page.goto(stack.url('localhost', '/member/activity'));
  await expect(page.getByText('Membership').first()).toBeVisible();

  // The membership is in the page's HTML, its days filled in once hydrated.
  const html = await (await page.request.get(stack.url('localhost', '/member/subscription'))).text();
  expect(html).toContain('data-testid="membership-current"');
  expect(html).toContain('Cancel membership');
  expect(html).not.toContain('aria-busy="true"');
  await page.goto(stack.url('localhost', '/member/subscription'));
  await expect(page.getByTestId('membership-status')).toContainText('Active. Renews on');
  const cancel = page.getByRole('button', { name: 'Cancel membership' });
  await expectHydrated(cancel);
  await cancel.click();
  await axe('cancel confirmation');
  await page.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page.getByTestId('membership-status')).toContainText('Cancelled: your membership ends on');
  await expect(page.getByRole('button', { name: 'Cancel membership' })).toHaveCount(0);

  const list = await admin(stack, 'subscription:list', 'bean-leaf');
  expect(list).toMatch(/active \(ends\)/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a Northwind member joins in Hebrew, dark theme, amounts kept in order', async ({
    page,
    stack,
    signInOnPage,
    axe,
  }) => {
    const local = `55544${unique().slice(-5)}`;
    const english = { name: 'SelectedLanguage', domain: 'northwind.localhost', path: '/' };
    await page.context().addCookies([
      {
        ...english,
        value: encodeURIComponent(JSON.stringify({ name: 'English', code: 'en', direction: 'ltr' })),
      },
    ]);
    await page.goto(stack.url('northwind.localhost', '/auth/signin'));
    await signInOnPage(page, local, {
      recipient: `+972${local}`,
      register: { firstName: 'Noa', lastName: 'Member', email: `noa-sub-${local}@example.com` },
    });
    await page.context().addCookies([
      {
        ...english,
        value: encodeURIComponent(JSON.stringify({ name: 'עברית', code: 'he', direction: 'rtl' })),
      },
    ]);

    await page.goto(stack.url('northwind.localhost', '/member/subscription'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('heading', { level: 1, name: 'מנוי' })).toBeVisible();
    const price = page.getByTestId('membership-price');
    await expect(price).toContainText('29.00');
    // The amount is isolated inside the Hebrew sentence, so its digits and sign keep their order.
    expect(await price.textContent()).toMatch(/\u2068[^\u2069]*29\.00[^\u2069]*\u2069 לחודש/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const join = page.getByRole('button', { name: 'הצטרפות למועדון הקוראים' });
    await expectHydrated(join);
    await join.click();
    await expect(page.getByTestId('checkout-simulation')).toBeVisible();
    await axe('test checkout, Hebrew dark');
    await page.getByRole('button', { name: 'תשלום', exact: true }).click();
    // The test provider's payment runs its webhook round trip before the page moves on.
    await expect(page).toHaveURL(/\/member\/subscription$/, { timeout: 20_000 });
    await expect(page.getByTestId('membership-status')).toContainText('פעיל');
    await expect(page.getByTestId('membership-benefits')).toContainText('Free delivery');
    await axe('membership active, Hebrew dark');
    await page.screenshot({ path: 'test-results/membership-he-dark-phone.png', fullPage: true });

    await page.goto(stack.url('northwind.localhost', '/member/profile'));
    await expect(page.getByTestId('membership-badge')).toHaveText('קורא/ת VIP');
  });
});
