// The member's profile: real details, the profile-update frame, feedback, and the missing-details banner.
import { expectAbove, test, expect } from './fixtures';

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

test('profile details update through the frame, which shows no navigation chrome', async ({
  page,
  stack,
  signInOnPage,
  axe,
}) => {
  await page.goto(stack.url('localhost', '/auth/signin'));
  await signInOnPage(page, `pat-${unique()}@example.com`, {
    register: { firstName: 'Pat', lastName: 'Profile' },
  });
  await page.goto(stack.url('localhost', '/member/profile'));
  await expect(page.getByTestId('profile-name')).toHaveText('Pat Profile');
  await expect(page.getByTestId('profile-points')).toContainText('0');
  await expect(page.getByTestId('profile-credit')).toContainText('0');

  await page.getByRole('button', { name: 'Update profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update your profile' });
  await expect(dialog).toBeVisible();
  const frame = page.frameLocator('iframe[title="Update your profile"]');
  await expect(frame.getByRole('heading', { name: 'Update your profile' })).toBeVisible();
  await expect(frame.getByRole('banner')).toHaveCount(0);
  await expect(page.locator('iframe[title="Update your profile"]')).toHaveAttribute('src', /lang=en/);
  await axe('profile-update dialog');

  await frame.getByLabel('Last name').fill('Updated');
  await frame.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('profile-name')).toHaveText('Pat Updated');

  // Escape closes it too.
  await page.getByRole('button', { name: 'Update profile' }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('feedback is validated, sent to the business and the form closes', async ({
  page,
  stack,
  signInOnPage,
  outbox,
}) => {
  const email = `fern-${unique()}@example.com`;
  await page.goto(stack.url('localhost', '/auth/signin'));
  await signInOnPage(page, email, { register: { firstName: 'Fern', lastName: 'Feedback' } });
  await page.goto(stack.url('localhost', '/member/profile'));

  await page.getByRole('button', { name: 'Send feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send us your feedback' });
  await expect(dialog.getByLabel('E-mail')).toHaveValue(email);
  await dialog.getByLabel('E-mail').fill('');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.locator('[aria-invalid="true"]')).toHaveCount(3);

  const subject = `Oat milk ${unique()}`;
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Subject').fill(subject);
  await dialog.getByLabel('Message').fill('Please stock oat milk on weekends.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Thank you! Your feedback has been sent.')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 6_000 });

  const mails = await outbox('hello@bean-leaf.example.com');
  expect(mails.some((m) => (m.subject ?? '').includes(subject) || m.body.includes(subject))).toBe(true);
});

test('the missing-details banner shows, and its dismissal survives a reload', async ({
  page,
  stack,
  signInOnPage,
}) => {
  // A member who registered before the business started to require a birthday.
  const admin = { authorization: `Bearer ${stack.adminToken}`, 'content-type': 'application/json' };
  const created = await fetch(`${stack.apiUrl}/admin/v1/businesses`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({
      id: 'birthday-club',
      name: 'Birthday Club',
      hosts: ['birthday.localhost'],
      settings: { mandatoryFields: ['firstName', 'lastName'] },
    }),
  });
  expect(created.status).toBe(201);

  await page.goto(stack.url('birthday.localhost', '/auth/signin'));
  await signInOnPage(page, `bea-${unique()}@example.com`, {
    register: { firstName: 'Bea', lastName: 'Banner' },
  });
  const required = await fetch(`${stack.apiUrl}/admin/v1/businesses/birthday-club`, {
    method: 'PATCH',
    headers: admin,
    body: JSON.stringify({ settings: { mandatoryFields: ['firstName', 'lastName', 'birthday'] } }),
  });
  expect(required.status).toBe(200);
  await page.goto(stack.url('birthday.localhost', '/member/profile'));
  const banner = page.getByTestId('missing-details-banner');
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link')).toHaveAttribute('href', '/member/update-user-profile');
  // The accessibility button floats above the banner, whose height it takes from body.
  await expectAbove(page.getByRole('button', { name: 'Accessibility options' }), banner);

  const before = Date.now();
  await banner.getByRole('button', { name: 'Close' }).click();
  await expect(banner).toBeHidden();
  const expiry = Number(await page.evaluate(() => localStorage.getItem('fillDetailsExpiry')));
  expect(expiry).toBeGreaterThanOrEqual(before + 86_400_000);
  expect(expiry).toBeLessThan(Date.now() + 86_400_000 + 1000);

  await page.reload();
  await expect(page.getByTestId('profile-name')).toHaveText('Bea Banner');
  await expect(banner).toBeHidden();
});

test('profile and feedback in Arabic at phone width', async ({ page, stack, signInOnPage, axe }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(stack.url('localhost', '/auth/signin'));
  await signInOnPage(page, `rtl-${unique()}@example.com`, {
    register: { firstName: 'Omar', lastName: 'Odeh' },
  });
  await page.context().addCookies([
    {
      name: 'SelectedLanguage',
      value: encodeURIComponent(JSON.stringify({ name: 'العربية', code: 'ar', direction: 'rtl' })),
      domain: 'localhost',
      path: '/',
    },
  ]);
  await page.goto(stack.url('localhost', '/member/profile'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('profile-name')).toHaveText('Omar Odeh');
  await page.screenshot({ path: 'test-results/profile-ar-375.png', fullPage: true });
  await page.locator('main button').nth(1).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await axe('feedback dialog in Arabic at 375 px');
  await page.screenshot({ path: 'test-results/feedback-ar-375.png' });
});
