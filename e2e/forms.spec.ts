// Forms and locations in the browser: a guest fills Bean & Leaf's visit survey (every kind of field) wrongly, then
// rightly, in Hebrew on a phone in the dark theme; a Northwind guest signs in to answer the members-only book-club
// form; a visitor who allowed geolocation sees the nearest shop first, open now, and its week.
import { DEMO_FORM_ID, NORTHWIND_FORM_ID } from '@loyalty/db';
import { admin, expect, expectNoA11yViolations, test } from './fixtures';

const unique = () => `${Date.now()}`.slice(-7);
const languageCookie = (code: string, name: string, direction: 'ltr' | 'rtl', domain: string) => ({
  name: 'SelectedLanguage',
  value: encodeURIComponent(JSON.stringify({ name, code, direction })),
  domain,
  path: '/',
});

test.describe('visit survey on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a guest sees every broken rule in Hebrew under its field, then sends the survey', async ({
    page,
    stack,
  }) => {
    await page.context().addCookies([languageCookie('he', 'עברית', 'rtl', 'localhost')]);
    await page.goto(stack.url('localhost', `/forms/${DEMO_FORM_ID}?source=newsletter&theme=dark`));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'איך היה הביקור?' })).toBeVisible();

    const send = page.getByRole('button', { name: 'שליחת תשובות' });
    await send.click();
    await expect(page.getByText('נא למלא את השדה.').first()).toBeVisible();
    await expect(page.getByText('סמנו את התיבה כדי לאשר.')).toBeVisible();
    await expect(page.getByLabel('השם שלך')).toBeFocused();

    await page.getByLabel('השם שלך').fill('דנה');
    await page.getByLabel('דוא"ל').fill('dana@');
    await page.getByLabel('ביקורים החודש').fill('40');
    await page.getByLabel('טלפון').fill('12');
    await send.click();
    await expect(page.getByText('הזינו כתובת דוא"ל כמו name@example.com.')).toBeVisible();
    await expect(page.getByText('הערך גבוה מהמקסימום.')).toBeVisible();
    await expect(page.getByText('הזינו מספר טלפון כמו 050 123 4567.')).toBeVisible();
    await expect(page.getByLabel('דוא"ל')).toHaveAttribute('aria-invalid', 'true');
    await expectNoA11yViolations(page, 'survey with errors, Hebrew, dark');
    await page.screenshot({ path: '/tmp/forms-survey-he-375-dark.png', fullPage: true });

    await page.getByLabel('דוא"ל').fill('dana@example.com');
    await page.getByLabel('טלפון').fill('415 555 0100');
    await page.getByLabel('ביקורים החודש').fill('3');
    await page.getByLabel('תאריך הביקור').fill('2026-11-02');
    await page.getByLabel('מצוין').check();
    await page.getByLabel('איזה סניף?').selectOption('mission');
    await page.getByLabel('קפה', { exact: true }).check();
    await page.getByLabel('מאפה', { exact: true }).check();
    await page.getByLabel('עוד משהו?').fill('הכל היה נהדר, תודה');
    await page.getByLabel('אני מסכים/ה לשמירת התשובות').check();
    await send.click();
    await expect(page.getByText('תודה! התשובות התקבלו.')).toBeVisible();
    await expectNoA11yViolations(page, 'survey sent');

    const { items } = JSON.parse(
      await admin(stack, 'form:submissions', 'bean-leaf', DEMO_FORM_ID, '--json'),
    ) as { items: { memberId: string | null; answers: Record<string, unknown>; language: string }[] };
    expect(items.at(-1)).toMatchObject({
      memberId: null,
      language: 'he',
      answers: { name: 'דנה', visits: 3, ordered: ['coffee', 'pastry'], source: 'newsletter', privacy: true },
    });
  });
});

test('a Northwind guest signs in to answer the members-only book-club form', async ({
  page,
  stack,
  signInOnPage,
}) => {
  await page.context().addCookies([languageCookie('en', 'English', 'ltr', 'northwind.localhost')]);
  await page.goto(stack.url('northwind.localhost', `/forms/${NORTHWIND_FORM_ID}?source=menu`));
  await expect(page.getByText('This form is for members. Please sign in to fill it in.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/auth\/signin\?callbackUrl=/);
  await signInOnPage(page, `reader-${unique()}@example.com`, {
    register: { firstName: 'Rafa', lastName: 'Reader' },
  });
  await expect(page).toHaveURL(new RegExp(`/forms/${NORTHWIND_FORM_ID}$`));
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Please fill in this field.').first()).toBeVisible();
  await page.getByLabel('Favourite genre').selectOption('history');
  await page.getByLabel('Sunday').check();
  await page.getByLabel('Thursday').check();
  await page.getByLabel('Tuesday').check();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Choose fewer options.')).toBeVisible();
  await page.getByLabel('Tuesday').uncheck();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('You are in! See you at the next meeting.')).toBeVisible();
});

test.describe('locations', () => {
  test.use({ permissions: ['geolocation'], geolocation: { latitude: 37.7599, longitude: -122.4214 } });

  test('nearest shop first, open now with its closing time, and its week with today marked', async ({
    page,
    stack,
  }) => {
    // Monday 2 November 2026, 10:00 in San Francisco.
    await page.clock.setFixedTime(new Date('2026-11-02T18:00:00Z'));
    await page.goto(stack.url('localhost', '/locations'));
    await expect(page.getByRole('heading', { name: 'Our shops' })).toBeVisible();
    await expect(page.getByText('Nearest to you first.')).toBeVisible();
    const shops = page.getByTestId('location');
    await expect(shops.first()).toContainText('Bean & Leaf Mission');
    await expect(shops.first().getByTestId('open-status')).toHaveText(/Open now\s*Closes at 11:30/);
    await expect(shops.nth(1).getByTestId('open-status')).toHaveText(/Open now\s*Closes at 19:00/);
    await expect(shops.first().getByRole('link', { name: 'Open in maps' })).toHaveAttribute(
      'href',
      /google\.com\/maps\/search/,
    );

    await shops.nth(1).getByRole('link', { name: 'Bean & Leaf Downtown' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bean & Leaf Downtown' })).toBeVisible();
    const today = page.locator('tr[aria-current="date"]');
    await expect(today).toContainText('Monday');
    await expect(today).toContainText('07:00–19:00');
    await expect(page.getByText('Times in America/Los_Angeles.')).toBeVisible();
  });
});
