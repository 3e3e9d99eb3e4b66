// Sign-in and registration with one-time codes read from the dev outbox, sessions, sign-out and deep links.
import { admin, chooseFromAccountMenu, test, expect } from './fixtures';
import type { Stack } from './stack';

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
/** A new member per test: one identifier may only ask for a code every 30 s. */
const newMember = { firstName: 'Sam', lastName: 'Sample' };

test('a new member registers by e-mail, signs out and signs in again', async ({
  page,
  stack,
  signInOnPage,
}) => {
  const email = `new-${unique()}@example.com`;
  await page.goto(stack.url('localhost', '/auth/signin'));
  const firstCodeAt = Date.now();
  await signInOnPage(page, email, { register: { firstName: 'Rita', lastName: 'Roast' } });

  await page.goto(stack.url('localhost', '/member/profile'));
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('Rita Roast')).toBeVisible();

  await chooseFromAccountMenu(page, 'Logout');
  await expect(page).toHaveURL(/\/auth\/signin/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);

  // One identifier may ask for a code every 30 s.
  await page.waitForTimeout(Math.max(0, firstCodeAt + 31_000 - Date.now()));
  await signInOnPage(page, email);
  await page.goto(stack.url('localhost', '/member/profile'));
  await expect(page.getByText('Rita Roast')).toBeVisible();
});

test('an identifier submitted before the page is ready never lands in the address', async ({
  page,
  stack,
}) => {
  // The page's code never arrives: the form stays the server's HTML, as on a slow phone before hydration.
  await page.route('**/_next/static/chunks/**', (route) => route.abort());
  await page.goto(stack.url('localhost', '/auth/signin'));
  const field = page.getByLabel('E-mail or phone number');
  await field.fill('early-bird@example.com');
  await field.press('Enter');
  await page.getByRole('button', { name: 'Send code' }).click();
  // No navigation: the browser's own submission (a GET with the field in the query) was cancelled.
  await page.waitForTimeout(500);
  expect(page.url()).toBe(stack.url('localhost', '/auth/signin'));
  await expect(field).toHaveValue('early-bird@example.com');
});

test('a new member registers by phone number on the other business', async ({
  page,
  stack,
  signInOnPage,
}) => {
  const local = `55555${unique().slice(-5)}`;
  // Northwind's default country is Israel, so a national number gets +972.
  await page.goto(stack.url('northwind.localhost', '/auth/signin?lang=en'));
  await page.context().addCookies([
    {
      name: 'SelectedLanguage',
      value: encodeURIComponent(JSON.stringify({ name: 'English', code: 'en', direction: 'ltr' })),
      domain: 'northwind.localhost',
      path: '/',
    },
  ]);
  await page.reload();
  await signInOnPage(page, local, {
    recipient: `+972${local}`,
    register: {
      firstName: 'Noa',
      lastName: 'Page',
      email: `noa-${local}@example.com`,
      birthday: '1991-03-14',
    },
  });
  await page.goto(stack.url('northwind.localhost', '/member/profile'));
  await expect(page.getByText('Noa Page')).toBeVisible();
});

test('a protected page sends a guest to sign in and back again', async ({ page, stack, signInOnPage }) => {
  await page.goto(stack.url('localhost', '/member/profile?tab=details'));
  await expect(page).toHaveURL(/\/auth\/signin\?/);
  expect(new URL(page.url()).searchParams.get('callbackUrl')).toBe('/member/profile?tab=details');
  await expect(page.getByText('Your session has ended')).toBeVisible();
  await signInOnPage(page, 'demo@example.com');
  await expect(page).toHaveURL(stack.url('localhost', '/member/profile?tab=details'));
  await expect(page.getByText('Dana Demo')).toBeVisible();
});

test('a callbackUrl to another site is not followed', async ({ page, stack, signInOnPage }) => {
  await page.goto(stack.url('localhost', '/auth/signin?callbackUrl=https%3A%2F%2Fevil.example%2F'));
  await signInOnPage(page, `away-${unique()}@example.com`, { register: newMember });
  await expect(page).toHaveURL(new RegExp(`^http://localhost:${stack.port}/`));
});

test('signing in and out in one tab updates the other', async ({ page, stack, signInOnPage }) => {
  await page.goto(stack.url('localhost', '/'));
  const other = await page.context().newPage();
  await other.goto(stack.url('localhost', '/'));
  await expect(other.getByRole('link', { name: 'Sign in' })).toBeVisible();

  await page.goto(stack.url('localhost', '/auth/signin'));
  await signInOnPage(page, `tabs-${unique()}@example.com`, { register: newMember });
  await expect(other.getByRole('button', { name: 'Account menu' })).toBeVisible({ timeout: 15_000 });

  await chooseFromAccountMenu(page, 'Logout');
  await expect(other.getByRole('link', { name: 'Sign in' })).toBeVisible({ timeout: 15_000 });
  await other.close();
});

test('a session cookie copied before sign-out no longer works', async ({
  page,
  browser,
  stack,
  signInOnPage,
}) => {
  await page.goto(stack.url('localhost', '/auth/signin'));
  await signInOnPage(page, `copied-${unique()}@example.com`, { register: newMember });
  const copied = await page.context().cookies();

  await chooseFromAccountMenu(page, 'Logout');
  await expect(page).toHaveURL(/\/auth\/signin/);

  const thief = await browser.newContext();
  await thief.addCookies(copied);
  const stolen = await thief.newPage();
  await stolen.goto(stack.url('localhost', '/member/profile'));
  await expect(stolen).toHaveURL(/\/auth\/signin/);
  await thief.close();
});

test('a temporary-token link signs the member in once', async ({ page, stack }) => {
  const res = await fetch(
    `${stack.apiUrl}/admin/v1/businesses/bean-leaf/members/demo%40example.com/temporary-token`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${stack.adminToken}`, 'content-type': 'application/json' },
      body: '{}',
    },
  );
  expect(res.status).toBe(201);
  const { token } = (await res.json()) as { token: string };

  await page.goto(stack.url('localhost', `/?TemporaryToken=${encodeURIComponent(token)}`));
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  expect(new URL(page.url()).searchParams.has('TemporaryToken')).toBe(false);

  // Signing out of a temporary-token session goes home.
  await chooseFromAccountMenu(page, 'Logout');
  await expect(page).toHaveURL(stack.url('localhost', '/'));

  // The token was single-use: a clear word on the sign-in page.
  await page.goto(stack.url('localhost', `/?temporarytoken=${encodeURIComponent(token)}`));
  await expect(page).toHaveURL(/\/auth\/signin/);
  await expect(page.getByRole('alert').filter({ hasText: 'sign-in link' })).toHaveText(
    'Your sign-in link has expired or was already used. Please sign in again.',
  );
});

/** A member imported without consent (CLI member:import) and a sign-in link for them (CLI member:token). */
async function importedMemberLink(stack: Stack, email: string): Promise<string> {
  await admin(stack, 'member:import', 'bean-leaf', '--email', email, '--first-name', 'Ima');
  const { token } = JSON.parse(await admin(stack, 'member:token', 'bean-leaf', email, '--json')) as {
    token: string;
  };
  return stack.url('localhost', `/?temporarytoken=${encodeURIComponent(token)}`);
}

test('a sign-in link of a member without consent asks for it, then signs in', async ({
  page,
  stack,
  axe,
}) => {
  await page.goto(await importedMemberLink(stack, `link-consent-${unique()}@example.com`));
  await expect(page).toHaveURL(/\/auth\/signin/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Before you continue');
  expect(page.url()).not.toContain('temporarytoken');
  await axe('consent step of a sign-in link');
  await page.screenshot({ path: 'test-results/signin-link-consent.png', fullPage: true });

  // Accepting without the box ticked is refused beside the box.
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(page.getByText('Please accept the terms to continue.')).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page).toHaveURL(stack.url('localhost', '/?tempTokenLogout=true'));

  // Signed in for real: the profile lists this device's session.
  await page.goto(stack.url('localhost', '/member/profile'));
  await expect(page.getByTestId('devices-card').getByTestId('device')).toHaveCount(1);
});

test('declining the consent of a sign-in link leaves the member signed out', async ({ page, stack, axe }) => {
  const link = await importedMemberLink(stack, `link-decline-${unique()}@example.com`);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Before you continue');
  await page.getByRole('button', { name: 'No, thanks' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You did not accept the terms' })).toHaveText(
    'You did not accept the terms, so you are not signed in. You can sign in again at any time.',
  );
  await expect(page.getByLabel('E-mail or phone number')).toBeVisible();
  await axe('sign-in page after a declined consent');
  await page.goto(stack.url('localhost', '/member/profile'));
  await expect(page).toHaveURL(/\/auth\/signin/);
});

test('registration and sign-in in Arabic, right to left', async ({ page, stack, axe, outbox }) => {
  const email = `arabic-${unique()}@example.com`;
  await page.context().addCookies([
    {
      name: 'SelectedLanguage',
      value: encodeURIComponent(JSON.stringify({ name: 'العربية', code: 'ar', direction: 'rtl' })),
      domain: 'localhost',
      path: '/',
    },
  ]);
  await page.goto(stack.url('localhost', '/auth/signin'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Sign in or join');
  // The labels are Arabic here, so the form is driven by field names.
  await page.locator('input[name="identifier"]').fill(email);
  await page.locator('form button[type="submit"]').click();
  const code = page.locator('input[autocomplete="one-time-code"]');
  await expect(code).toBeVisible();
  await axe('Arabic code step');
  await page.screenshot({ path: 'test-results/signin-ar-code.png' });

  let body = '';
  await expect.poll(async () => (body = (await outbox(email))[0]?.body ?? '')).toMatch(/\d{6}/);
  expect(body, 'the code message is in Arabic too').toMatch(/[\u0600-\u06FF]/);
  await code.fill(body.match(/\b(\d{6})\b/)![1]!);
  await page.locator('form button[type="submit"]').click();

  await page.locator('input[name="firstName"]').fill('ليلى');
  await page.locator('input[name="lastName"]').fill('حسن');
  await page.locator('input[name="consent"]').check();
  await axe('Arabic registration step');
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByRole('button', { name: 'قائمة الحساب' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto(stack.url('localhost', '/member/profile'));
  await expect(page.getByText('ليلى حسن')).toBeVisible();
  await page.screenshot({ path: 'test-results/profile-ar.png' });
});

test('registration with a birthday in Hebrew on a phone (Northwind asks for it)', async ({
  page,
  stack,
  axe,
  latestCode,
}) => {
  const email = `birthday-he-${unique()}@example.com`;
  await page.setViewportSize({ width: 375, height: 812 });
  await page.context().addCookies([
    {
      name: 'SelectedLanguage',
      value: encodeURIComponent(JSON.stringify({ name: 'עברית', code: 'he', direction: 'rtl' })),
      domain: 'northwind.localhost',
      path: '/',
    },
  ]);
  await page.goto(stack.url('northwind.localhost', '/auth/signin'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByLabel('דוא״ל או מספר טלפון').fill(email);
  await page.getByRole('button', { name: 'שליחת קוד' }).click();
  await page.getByLabel('קוד אימות').fill(await latestCode(email));
  await page.getByRole('button', { name: 'אימות' }).click();

  await page.getByLabel('שם פרטי').fill('נועה');
  await page.getByLabel('שם משפחה').fill('כהן');
  const birthday = page.getByLabel('תאריך לידה');
  await expect(birthday).toHaveAttribute('type', 'date');
  await expect(page.getByText('לדוגמה 17.05.1990')).toBeVisible();
  await page.locator('input[name="consent"]').check();

  // Left empty, then in the future: each refused beneath the field, in Hebrew.
  const submit = page.locator('form button[type="submit"]');
  await submit.click();
  await expect(page.getByText('שדה חובה.')).toBeVisible();
  await expect(birthday).toBeFocused();
  await birthday.fill('2999-01-01');
  await submit.click();
  await expect(page.getByText('תאריך הלידה לא יכול להיות בעתיד.')).toBeVisible();
  await expect(birthday).toHaveAttribute('aria-invalid', 'true');
  await axe('Hebrew registration with a birthday error');
  await page.screenshot({ path: 'test-results/signin-he-birthday-error.png', fullPage: true });

  await birthday.fill('1990-05-17');
  await submit.click();
  await expect(page.getByRole('button', { name: 'תפריט החשבון' })).toBeVisible();
  // Registered with it: no reminder of missing details.
  await page.goto(stack.url('northwind.localhost', '/member/profile'));
  await expect(page.getByText('נועה כהן')).toBeVisible();
  await expect(page.getByTestId('missing-details-banner')).toHaveCount(0);
});
