// The member home: a friend joins through a member's referral link and finds their balance, code and next reward
// on the first screen; gifts, messages and activity arrive; the referrer sees the friend and what they earned.
// Then every member page in light, dark, high contrast and Arabic at phone width, as screenshots.
import { admin, expect, expectNoA11yViolations, prepareContext, test } from './fixtures';

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const PHONE = { width: 375, height: 812 };

test('a friend joins through the referral link; both are credited; the home shows balance, code and next reward', async ({
  page,
  browser,
  stack,
  signInOnPage,
  axe,
}) => {
  const referrer = `referrer-${unique()}@example.com`;
  await page.goto(stack.url('localhost', '/auth/signin'));
  await signInOnPage(page, referrer, { register: { firstName: 'Rina', lastName: 'Referrer' } });
  await page.goto(stack.url('localhost', '/member/rewards'));
  await expect(page.getByTestId('referral-joined')).toHaveText('0');
  const link = new URL((await page.getByTestId('referral-link').textContent())!.trim());
  expect(link.searchParams.get('ref')).toMatch(/^[A-Z2-9]{8}$/);

  // The friend, on a phone of their own: the code rides through sign-in and registration.
  const phoneContext = await browser.newContext({ viewport: PHONE });
  await prepareContext(phoneContext);
  const phone = await phoneContext.newPage();
  try {
    const friend = `friend-${unique()}@example.com`;
    await phone.goto(stack.url('localhost', `${link.pathname}${link.search}`));
    await signInOnPage(phone, friend, { register: { firstName: 'Farid', lastName: 'Friend' } });
    // The tiles are in the server's HTML: no skeleton waits for a fetch, the next reward's progress is rendered.
    const html = await (await phone.request.get(stack.url('localhost', '/'))).text();
    expect(html).toContain('aria-valuenow="66"');
    expect(html).not.toContain('aria-busy="true"');
    // Away from the page the sign-in ended on first, so that none of its requests is counted.
    await phone.goto('about:blank');
    const tileCalls: string[] = [];
    phone.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/api\/protected\/(gift|member\/memberMessage|activity\/budget\/|points\/shop\/)/.test(pathname))
        tileCalls.push(pathname);
    });
    await phone.goto(stack.url('localhost', '/'));

    const card = phone.getByTestId('member-card');
    await expect(card.getByRole('heading', { level: 1 })).toHaveText('Hi, Farid');
    await expect(card.getByTestId('member-card-points')).toHaveText('10 Beans');
    await expect(card.getByTestId('member-card-credit')).toHaveText('0 Credit');
    // The cheapest item not yet affordable: the 15-Bean espresso, two thirds of the way.
    const next = phone.getByTestId('next-reward');
    await expect(next).toContainText('Free espresso');
    await expect(next.getByTestId('next-reward-text')).toHaveText('5 Beans more to go');
    await expect(next.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '66');
    await expect(phone.getByTestId('home-gifts')).toContainText('No gifts right now');
    await expect(phone.getByTestId('home-messages-unread')).toBeVisible();
    const activity = phone.getByTestId('recent-activity').getByTestId('budget-entry').first();
    await expect(activity).toContainText('Referral reward');
    await expect(activity).toContainText('+10 Beans');
    // Neither the tiles nor the bell (which shares the messages tile's request) fetched after hydration.
    await expect(phone.getByTestId('notification-bell')).toBeVisible();
    expect(tileCalls).toEqual([]);

    // The member code is one tap away.
    await card.getByRole('button', { name: 'Show my code' }).click();
    const identification = phone.getByRole('dialog');
    await expect(identification.getByTestId('identification-id')).not.toBeEmpty();
    await expectNoA11yViolations(phone, 'identification from the member card');
    await phone.keyboard.press('Escape');
    await expect(identification).toBeHidden();

    // A gift, a message and more points arrive; the home shows them.
    await admin(stack, 'gift:grant', 'bean-leaf', friend, 'Welcome muffin');
    await admin(
      stack,
      'message:send',
      'bean-leaf',
      '--member',
      friend,
      '--title',
      'Hello Farid',
      '--content',
      'Thanks for joining',
    );
    await admin(stack, 'points:award', 'bean-leaf', friend, '20');
    await phone.reload();
    await expect(card.getByTestId('member-card-points')).toHaveText('30 Beans');
    await expect(phone.getByTestId('home-gifts-count')).toHaveText('Ready to use: 1');
    await expect(phone.getByTestId('home-gifts')).toContainText('Welcome muffin');
    await expect(phone.getByTestId('home-messages-unread')).toHaveText('Unread: 1');
    await expect(next.getByTestId('next-reward-text')).not.toHaveText('5 Beans more to go');
    await expectNoA11yViolations(phone, 'member home at phone width');
    await phone.screenshot({ path: 'test-results/member-home-phone.png', fullPage: true });
  } finally {
    await phoneContext.close();
  }

  // The referrer sees the friend who joined and the Beans it brought.
  await page.reload();
  await expect(page.getByTestId('referral-joined')).toHaveText('1');
  await expect(page.getByTestId('referral-earned')).toHaveText('10 Beans');
  await axe('referral card after a friend joined');
});

test('the shop says what is missing, confirms the balance after, and opens the new gift', async ({
  page,
  stack,
  signInOnPage,
}) => {
  const email = `buyer-${unique()}@example.com`;
  const cheap = `Mint tea ${unique()}`;
  const dear = `Cold brew kit ${unique()}`;
  await admin(stack, 'shop:add', 'bean-leaf', 'points', cheap, '8', '--stock', '4');
  await admin(stack, 'shop:add', 'bean-leaf', 'points', dear, '200', '--until', '2099-01-01');
  const soon = `Pumpkin latte ${unique()}`;
  const inTwoDays = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString();
  await admin(stack, 'shop:add', 'bean-leaf', 'points', soon, '5', '--until', inTwoDays);
  await page.goto(stack.url('localhost', '/auth/signin'));
  await signInOnPage(page, email, { register: { firstName: 'Bo', lastName: 'Buyer' } });
  await admin(stack, 'points:award', 'bean-leaf', email, '12');

  await admin(
    stack,
    'message:send',
    'bean-leaf',
    '--member',
    email,
    '--title',
    'Tea time',
    '--content',
    'Hi',
  );

  // The shop's items are in the server's HTML, and so is the bar's bell with its unread badge.
  const shopHtml = await (await page.request.get(stack.url('localhost', '/member/shop'))).text();
  expect(shopHtml).toContain('data-testid="shop-item"');
  expect(shopHtml).not.toContain('aria-busy="true"');
  expect(shopHtml).toContain('data-testid="notification-badge"');
  await page.goto('about:blank');
  const bellCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/protected/member/memberMessage') bellCalls.push(pathname);
  });
  await page.goto(stack.url('localhost', '/member/shop'));
  await expect(page.getByTestId('notification-badge')).toHaveText('1');
  const dearCard = page.getByTestId('shop-item').filter({ hasText: dear });
  await expect(dearCard.getByTestId('shop-item-missing')).toHaveText('188 Beans more needed');
  await expect(dearCard.getByRole('button', { name: 'Buy' })).toHaveCount(0);
  await expect(dearCard.getByTestId('shop-item-ending')).toHaveCount(0);
  await expect(
    page.getByTestId('shop-item').filter({ hasText: soon }).getByTestId('shop-item-ending'),
  ).toHaveText('Ending soon');
  const cheapCard = page.getByTestId('shop-item').filter({ hasText: cheap });
  await cheapCard.getByRole('button', { name: 'Buy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your purchase' });
  // The page is hydrated (its dialog opened) and the bell has not fetched its messages again.
  await expect(dialog).toBeVisible();
  expect(bellCalls).toEqual([]);
  await expect(dialog.getByTestId('purchase-balance-after')).toHaveText('4 Beans');
  await dialog.getByRole('button', { name: 'Buy now' }).click();
  const done = page.getByRole('dialog', { name: 'It’s yours!' });
  await done.getByRole('link', { name: 'Go to my rewards' }).click();
  // The new gift's QR code opens at once.
  const qr = page.getByRole('dialog', { name: cheap });
  await expect(qr.getByTestId('gift-qr')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(qr).toBeHidden();
  await expect(page).toHaveURL(/\/member\/rewards\?gift=/);
  // So are the member's gifts and referral card on the rewards page.
  const rewardsHtml = await (await page.request.get(stack.url('localhost', '/member/rewards'))).text();
  expect(rewardsHtml).toContain('data-testid="gift-list"');
  expect(rewardsHtml).toContain('data-testid="referral-card"');
  expect(rewardsHtml).not.toContain('aria-busy="true"');
});

test('a guest finds sign-in on the page and the business’s address under "Contact us"', async ({
  page,
  stack,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto(stack.url('localhost', '/'));
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByTestId('side-drawer');
  const contact = drawer.getByRole('link', { name: /Contact us/ });
  await expect(contact).toHaveAttribute('href', 'mailto:hello@bean-leaf.example.com');
  await expect(contact).toContainText('Write to us:');
  await expect(drawer.getByRole('button', { name: 'Dark mode' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Sign in or join' }).click();
  await expect(page).toHaveURL(/\/auth\/signin$/);
});

test('every member page in light, dark, high contrast and Arabic, at phone and desktop widths', async ({
  page,
  stack,
  signInOnPage,
}) => {
  test.setTimeout(180_000);
  const email = `looks-${unique()}@example.com`;
  await page.goto(stack.url('localhost', '/auth/signin'));
  await signInOnPage(page, email, { register: { firstName: 'Lia', lastName: 'Looks' } });
  await admin(stack, 'purchase:record', 'bean-leaf', email, '9.00', '--item', 'Latte:2:4.50');
  await admin(stack, 'gift:grant', 'bean-leaf', email, 'Birthday cake');

  const modes = [
    { name: 'light', query: '?theme=light', size: { width: 1280, height: 800 }, dir: 'ltr' },
    { name: 'dark', query: '?theme=dark', size: PHONE, dir: 'ltr' },
    { name: 'highContrast', query: '?theme=highContrast', size: PHONE, dir: 'ltr' },
    { name: 'ar', query: '?theme=light', size: PHONE, dir: 'rtl' },
  ] as const;
  const pages = [
    '/',
    '/member/shop',
    '/member/rewards',
    '/member/activity',
    '/member/profile',
    '/member/inbox',
  ];
  for (const mode of modes) {
    await page.setViewportSize(mode.size);
    if (mode.name === 'ar')
      await page.context().addCookies([
        {
          name: 'SelectedLanguage',
          value: encodeURIComponent(JSON.stringify({ name: 'العربية', code: 'ar', direction: 'rtl' })),
          domain: 'localhost',
          path: '/',
        },
      ]);
    for (const path of pages) {
      await page.goto(stack.url('localhost', `${path}${mode.query}`));
      await expect(page.locator('html')).toHaveAttribute('dir', mode.dir);
      if (mode.name !== 'ar') await expect(page.locator('html')).toHaveAttribute('data-theme', mode.name);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const file = path === '/' ? 'home' : path.split('/').pop();
      await page.screenshot({ path: `test-results/looks-${file}-${mode.name}.png`, fullPage: true });
    }
  }
});
