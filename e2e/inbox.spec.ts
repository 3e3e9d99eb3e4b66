// The inbox: a message sent with the admin CLI under the bell, marking read, the inbox page (load more,
// sender markup shown as text), right to left in Arabic.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { messageSentSchema, type MessageSend } from '@loyalty/contract';
import { test, expect } from './fixtures';
import type { Stack } from './stack';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const BUSINESS = 'bean-leaf';

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** `npm run admin -- message:send …` against the e2e stack, as an operator runs it. */
async function sendWithCli(stack: Stack, args: string[]): Promise<void> {
  await run('npm', ['run', '--silent', 'admin', '--', 'message:send', BUSINESS, ...args], {
    cwd: repoRoot,
    env: { ...process.env, LOYALTY_API_URL: stack.apiUrl, ADMIN_TOKEN: stack.adminToken },
    timeout: 30_000,
  });
}

/** Many messages at once, straight through the admin API the CLI wraps. */
async function sendWithApi(stack: Stack, message: MessageSend): Promise<string[]> {
  const response = await fetch(`${stack.apiUrl}/admin/v1/businesses/${BUSINESS}/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${stack.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(message),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return messageSentSchema.parse(await response.json()).keys;
}

async function signInNewMember(
  page: Page,
  stack: Stack,
  signInOnPage: (page: Page, identifier: string, options?: object) => Promise<void>,
  firstName: string,
): Promise<string> {
  const email = `${firstName.toLowerCase()}-${unique()}@example.com`;
  // Consent given elsewhere: no cookie banner over the inbox.
  await page.goto(stack.url('localhost', '/auth/signin?cookieConsentGrantedExternally=true'));
  await signInOnPage(page, email, { register: { firstName, lastName: 'Inbox' } });
  return email;
}

test('a message sent with the CLI appears under the bell; reading it updates the badge', async ({
  page,
  stack,
  signInOnPage,
  axe,
}) => {
  const email = await signInNewMember(page, stack, signInOnPage, 'Bella');
  await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);

  await sendWithCli(stack, [
    '--member',
    email,
    '--title',
    'Autumn menu',
    '--content',
    'Pumpkin latte is back: https://bean.example/autumn see you soon',
  ]);
  await sendWithCli(stack, ['--member', email, '--title', 'Double points', '--content', 'All weekend long.']);

  await page.reload();
  const bell = page.getByRole('button', { name: 'Notifications: 2 unread' });
  await expect(bell).toBeVisible();
  await expect(page.getByTestId('notification-badge')).toHaveText('2');

  await bell.click();
  const dropdown = page.getByRole('dialog', { name: 'Notifications' });
  await expect(dropdown.getByRole('article')).toHaveCount(2);
  // Newest first.
  await expect(dropdown.getByRole('heading', { level: 3 }).first()).toHaveText('Double points');
  const link = dropdown.getByRole('link', { name: 'https://bean.example/autumn' });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await axe('bell dropdown');

  // Clicking a message marks it read; the badge follows once the server accepted it.
  await dropdown.getByText('All weekend long.').click();
  await expect(page.getByRole('button', { name: 'Notifications: 1 unread' })).toBeVisible();
  await expect(page.getByTestId('notification-badge')).toHaveText('1');
  await expect(dropdown.getByRole('button', { name: 'Mark as read' })).toHaveCount(1);
  await dropdown.getByRole('button', { name: 'Mark as read' }).click();
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // View all goes to the inbox page, where the bell is not shown; read state survived.
  await dropdown.getByRole('link', { name: 'View all' }).click();
  await expect(page).toHaveURL(/\/member\/inbox$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByTestId('notification-bell')).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
});

test('the inbox page loads more, shows sender markup as text, and reads right to left', async ({
  page,
  stack,
  signInOnPage,
  axe,
}) => {
  const email = await signInNewMember(page, stack, signInOnPage, 'Iris');
  const to = { type: 'members' as const, members: [email] };
  for (let n = 1; n <= 6; n++) {
    await sendWithApi(stack, {
      audience: to,
      title: `Weekly note ${n}`,
      content: `Note number ${n}. `.repeat(n === 6 ? 30 : 1),
      imageUrl: 'https://images.example/note.png',
    });
  }
  const hostile = {
    title: '<img src=x onerror="window.__xss=1">Hello',
    content: '<script>window.__xss=2</script><b>bold</b> javascript:window.__xss=3',
  };
  await sendWithApi(stack, { audience: to, ...hostile });

  // The first page is in the server's HTML (no fetch after hydration), the hostile markup escaped there too.
  const html = await (await page.request.get(stack.url('localhost', '/member/inbox'))).text();
  for (const n of [3, 4, 5, 6]) expect(html).toContain(`Weekly note ${n}`);
  expect(html).not.toContain('Weekly note 2');
  expect(html).not.toContain('<img src="x"');
  expect(html).not.toContain('<script>window.__xss');

  await page.goto(stack.url('localhost', '/member/inbox'));
  const items = page.getByRole('article');
  await expect(items).toHaveCount(5);
  // The newest is the hostile one: shown literally, nothing injected.
  await expect(items.first().getByRole('heading', { level: 2 })).toHaveText(hostile.title);
  await expect(items.first()).toContainText(hostile.content);
  await expect(page.locator('article img[src="x"], article b, article script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();

  // The long one is clamped to two lines, with view more.
  const long = items.filter({ hasText: 'Weekly note 6' });
  const viewMore = long.getByRole('button', { name: 'View more' });
  await expect(viewMore).toBeVisible();
  await expect(
    items.filter({ hasText: 'Weekly note 5' }).getByRole('button', { name: 'View more' }),
  ).toHaveCount(0);
  const clampedHeight = (await long.locator('p').boundingBox())!.height;
  await viewMore.click();
  await expect(long.getByRole('button', { name: 'View less' })).toBeVisible();
  expect((await long.locator('p').boundingBox())!.height).toBeGreaterThan(clampedHeight * 2);
  // Expanding marked it read.
  await expect(long.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(items).toHaveCount(7);
  await expect(items.last().getByRole('heading', { level: 2 })).toHaveText('Weekly note 1');
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  const image = items.last().getByRole('link', { name: 'Open the image of “Weekly note 1” in a new tab' });
  await expect(image).toHaveAttribute('href', 'https://images.example/note.png');
  await expect(image).toHaveAttribute('target', '_blank');
  await axe('inbox page, all loaded');

  // Arabic: right to left, the picture at the start (right), texts translated.
  await page.context().addCookies([
    {
      name: 'SelectedLanguage',
      value: encodeURIComponent(JSON.stringify({ name: 'العربية', code: 'ar', direction: 'rtl' })),
      url: stack.url('localhost', '/'),
    },
  ]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'الإشعارات' })).toBeVisible();
  const first = page.getByRole('article').filter({ hasText: 'Weekly note 5' });
  const picture = (await first.locator('a').first().boundingBox())!;
  const title = (await first.getByRole('heading', { level: 2 }).boundingBox())!;
  expect(picture.x).toBeGreaterThan(title.x);
  await expect(page.getByRole('button', { name: 'تحميل المزيد' })).toBeVisible();
  await axe('inbox page in Arabic');

  // A phone in the dark theme: the dropdown fits the screen and passes axe.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(stack.url('localhost', '/?theme=dark'));
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: /^الإشعارات/ }).click();
  const dropdown = page.getByRole('dialog', { name: 'الإشعارات' });
  await expect(dropdown.getByRole('article')).toHaveCount(5);
  const box = (await dropdown.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(box.height).toBeLessThanOrEqual(320);
  await axe('bell dropdown, dark, Arabic, phone');
});
