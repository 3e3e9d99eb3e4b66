// Keyboard only: signing in (typing, pasting and autofilling the code), a shop purchase, reading and marking a
// message, the drawer, the legal panel and the bar's dialogs and menus. Wherever focus goes it is visible, not
// hidden under the sticky bar or the cookie banner, on a target of at least 24 by 24 px, and closing a dialog
// puts it back on what opened it.
import type { Locator, Page } from '@playwright/test';
import { admin, expect, expectAbove, test } from './fixtures';

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

interface FocusFacts {
  tag: string;
  name: string;
  /** An outline or a ring (box-shadow) is drawn. */
  indicator: boolean;
  width: number;
  height: number;
  /** What is on top at the middle of the element: the element itself (or inside it), or what covers it. */
  coveredBy: string | null;
  /** A link inside a sentence: the target size rule does not apply to it. */
  inline: boolean;
}

async function focusFacts(page: Page): Promise<FocusFacts | null> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body) return null;
    const style = getComputedStyle(el);
    const rect = el.getBoundingClientRect();
    const x = Math.min(Math.max(rect.left + rect.width / 2, 0), innerWidth - 1);
    const y = Math.min(Math.max(rect.top + rect.height / 2, 0), innerHeight - 1);
    const top = document.elementFromPoint(x, y);
    const covered = top && top !== el && !el.contains(top) && !top.contains(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return {
      tag: el.localName,
      name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60),
      indicator: outline || style.boxShadow !== 'none',
      width: rect.width,
      height: rect.height,
      coveredBy: covered
        ? `${top.localName}${top.id ? `#${top.id}` : ''}.${top.className}`.slice(0, 80)
        : null,
      inline: el.localName === 'a' && style.display === 'inline',
    };
  });
}

/** Focus is on something, drawn, not covered, and big enough to hit. */
async function expectGoodFocus(page: Page, where: string): Promise<FocusFacts> {
  // Focus lands a moment after the key press that moves it (a closing dialog hands it back on the next task, a
  // menu focuses its first item once open, a focus ring may fade in): the facts are read once they have
  // settled, for at most 3 s, then checked.
  let facts = await focusFacts(page);
  for (let waited = 0; waited < 3_000 && !(facts?.indicator && facts.coveredBy === null); waited += 100) {
    await page.waitForTimeout(100);
    facts = await focusFacts(page);
  }
  expect(facts, `${where}: focus is on an element, not lost to the page`).not.toBeNull();
  const f = facts!;
  const what = `${where}: ${f.tag} "${f.name}"`;
  expect.soft(f.indicator, `${what} shows where focus is`).toBe(true);
  expect.soft(f.coveredBy, `${what} is not hidden under something else`).toBeNull();
  if (!f.inline) {
    expect.soft(f.width, `${what} is at least 24 px wide`).toBeGreaterThanOrEqual(24);
    expect.soft(f.height, `${what} is at least 24 px high`).toBeGreaterThanOrEqual(24);
  }
  return f;
}

/** Tabs (forward, or backward) until the target has focus, checking every stop on the way. */
async function tabTo(page: Page, target: Locator, { backward = false, max = 60 } = {}): Promise<void> {
  for (let stop = 0; stop < max; stop++) {
    await page.keyboard.press(backward ? 'Shift+Tab' : 'Tab');
    await expectGoodFocus(page, `tab stop ${stop + 1}`);
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`${String(target)} was not reached in ${max} tab stops`);
}

async function expectFocused(target: Locator, why: string): Promise<void> {
  await expect(target, why).toBeFocused();
}

test.describe('sign-in by keyboard', () => {
  test('a new member types a wrong code, pastes the right one and joins without a mouse', async ({
    page,
    stack,
    latestCode,
    context,
  }) => {
    const email = `keys-${unique()}@example.com`;
    await page.goto(stack.url('localhost', '/auth/signin'));
    const identifier = page.getByLabel('E-mail or phone number');
    await tabTo(page, identifier);
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');

    // The code field takes focus and offers the code the browser may fill in (one-time-code autofill).
    const code = page.getByLabel('Verification code');
    await expectFocused(code, 'the code field has focus once the code is sent');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expectGoodFocus(page, 'code field');

    // A wrong code: the error is shown and focus comes back to the emptied field.
    await page.keyboard.type('000000');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'This code is not correct' })).toBeVisible();
    await expectFocused(code, 'focus is back on the code field after a wrong code');
    await expect(code).toHaveValue('');

    // Pasted with its surrounding text, as copied from the message: only the digits are kept.
    const right = await latestCode(email);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate(
      (text) => navigator.clipboard.writeText(text),
      `Your code: ${right.slice(0, 3)} ${right.slice(3)}`,
    );
    await page.keyboard.press('ControlOrMeta+V');
    await expect(code).toHaveValue(right);
    await page.keyboard.press('Enter');

    // Registration, by keyboard: the first field has focus, Tab walks the fields in order.
    const first = page.getByLabel('First name');
    await expect(first).toBeVisible();
    await tabTo(page, first, { max: 10 });
    await page.keyboard.type('Kim');
    await page.keyboard.press('Tab');
    await expectFocused(page.getByLabel('Last name'), 'last name follows first name');
    await page.keyboard.type('Keys');
    const consent = page.getByRole('checkbox');
    await tabTo(page, consent, { max: 6 });
    await page.keyboard.press('Space');
    await expect(consent).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Join' }), { max: 6 });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  });

  test('the code field takes a code filled in by the browser', async ({ page, stack, latestCode }) => {
    const email = `autofill-${unique()}@example.com`;
    await page.goto(stack.url('localhost', '/auth/signin'));
    await page.getByLabel('E-mail or phone number').fill(email);
    await page.keyboard.press('Enter');
    const code = page.getByLabel('Verification code');
    await expectFocused(code, 'the code field has focus');
    // Autofill sets the whole value at once and fires one input event, as fill() does.
    await code.fill(await latestCode(email));
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('First name')).toBeVisible();
  });
});

test('a member buys in the shop, reads and marks a message, with the keyboard only', async ({
  page,
  stack,
  signInOnPage,
}) => {
  const email = `keyshop-${unique()}@example.com`;
  const item = `Keyboard cookie ${unique()}`;
  await admin(stack, 'shop:add', 'bean-leaf', 'points', item, '5', '--stock', '3');
  await page.goto(stack.url('localhost', '/auth/signin'));
  await signInOnPage(page, email, { register: { firstName: 'Kai', lastName: 'Keys' } });
  await admin(stack, 'points:award', 'bean-leaf', email, '20');

  // The shop: Buy opens the confirmation; Escape closes it and focus returns to Buy.
  await page.goto(stack.url('localhost', '/member/shop'));
  const buy = page.getByTestId('shop-item').filter({ hasText: item }).getByRole('button', { name: 'Buy' });
  await tabTo(page, buy);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Confirm your purchase' });
  await expect(confirm).toBeVisible();
  await expectGoodFocus(page, 'purchase confirmation');
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expectFocused(buy, 'focus returns to Buy after the confirmation is dismissed');

  await page.keyboard.press('Enter');
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole('button', { name: 'Buy now' }), { max: 10 });
  await page.keyboard.press('Enter');
  const done = page.getByRole('dialog', { name: 'It’s yours!' });
  await expect(done).toBeVisible();
  await expectGoodFocus(page, 'purchase done');
  await page.keyboard.press('Escape');
  await expect(done).toBeHidden();
  await expectGoodFocus(page, 'after the purchase');

  // A message: reach its mark-as-read button by Tab, press it; focus stays on the message, not lost.
  const response = await fetch(`${stack.apiUrl}/admin/v1/businesses/bean-leaf/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${stack.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      audience: { type: 'members', members: [email] },
      title: 'Keyboard news',
      content: 'Read me with the keyboard.',
    }),
  });
  expect(response.status).toBe(201);
  await page.goto(stack.url('localhost', '/member/inbox'));
  const message = page.getByRole('article', { name: 'Keyboard news' });
  const markRead = message.getByRole('button', { name: 'Mark as read' });
  await tabTo(page, markRead);
  await page.keyboard.press('Enter');
  await expect(markRead).toHaveCount(0);
  await expectGoodFocus(page, 'after marking the message read');
  await expect(page.locator(':focus')).toHaveCount(1);
  expect(
    await message.evaluate((el) => el.contains(document.activeElement)),
    'focus stays in the message just marked read',
  ).toBe(true);

  // The bell's list under the bar, and back.
  await page.goto(stack.url('localhost', '/member/profile'));
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await tabTo(page, bell);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expectFocused(bell, 'focus returns to the bell');
});

test('the drawer, the legal panel and the bar’s menus return focus to what opened them', async ({
  page,
  stack,
  signInOnPage,
}) => {
  await page.goto(stack.url('localhost', '/auth/signin'));
  await signInOnPage(page, `keymenu-${unique()}@example.com`, {
    register: { firstName: 'Mo', lastName: 'Menus' },
  });
  await page.goto(stack.url('localhost', '/member/profile'));
  const bar = page.getByRole('banner');

  // The drawer: focus moves in, Tab stays in, Escape closes it and focus is back on the menu button.
  const openMenu = bar.getByRole('button', { name: 'Open menu' });
  await tabTo(page, openMenu);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  for (let stop = 0; stop < 12; stop++) {
    await page.keyboard.press('Tab');
    const facts = await expectGoodFocus(page, `drawer stop ${stop + 1}`);
    expect(
      await drawer.evaluate((el) => el.contains(document.activeElement)),
      `${facts.name} is in the drawer`,
    ).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expectFocused(openMenu, 'focus returns to the menu button');

  // The legal panel, opened from the drawer: closing it returns focus to the menu button, as the drawer is gone.
  await page.keyboard.press('Enter');
  await tabTo(page, drawer.getByRole('button', { name: 'Privacy and data' }), { max: 20 });
  await page.keyboard.press('Enter');
  const legal = page.getByRole('dialog', { name: 'Privacy and data' });
  await expect(legal).toBeVisible();
  await expectGoodFocus(page, 'legal panel');
  await page.keyboard.press('Escape');
  await expect(legal).toBeHidden();
  await expectFocused(openMenu, 'focus returns to the menu button after the legal panel');

  // Every control of the bar that opens something: focus goes in, Escape brings it back.
  for (const name of ['Wallet', /^Language:/, 'Account menu']) {
    const opener = bar.getByRole('button', { name });
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu').or(page.getByRole('dialog'))).toBeVisible();
    await expectGoodFocus(page, `${String(name)} open`);
    await page.keyboard.press('Escape');
    await expectFocused(opener, `focus returns to ${String(name)}`);
  }

  // The accessibility widget's panel.
  const widget = page.getByRole('button', { name: 'Accessibility options' });
  await widget.focus();
  await page.keyboard.press('Enter');
  // The panel sits before its button in the page: Shift+Tab walks into it.
  await tabTo(page, page.getByRole('button', { name: 'Zoom in' }), { max: 8, backward: true });
  await page.keyboard.press('Escape');
  await expectFocused(widget, 'focus returns to the accessibility button');
});

test.describe('with the cookie banner still open, on a phone', () => {
  test.use({ consentDecided: false, viewport: { width: 320, height: 640 } });

  test('no focus stop hides under the sticky bar or the banner, forward and back', async ({
    page,
    stack,
  }) => {
    await page.goto(stack.url('localhost', '/locations'));
    await expect(page.getByText('We use cookies')).toBeVisible();
    await expectAbove(
      page.getByRole('button', { name: 'Accessibility options' }),
      page.getByTestId('cookie-banner'),
    );
    const seen = new Set<string>();
    // Forward to the end of the page (focus then leaves for the browser's own controls), then back.
    for (let stop = 0; stop < 60; stop++) {
      await page.keyboard.press('Tab');
      if ((await focusFacts(page)) === null && stop > 0) break;
      const facts = await expectGoodFocus(page, `forward stop ${stop + 1}`);
      seen.add(facts.name);
    }
    for (let stop = 0; stop < seen.size; stop++) {
      await page.keyboard.press('Shift+Tab');
      await expectGoodFocus(page, `backward stop ${stop + 1}`);
    }
    expect(seen.size, 'tabbing reached more than a handful of controls').toBeGreaterThan(5);
  });
});

test.describe('for a member who asked for less motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('nothing animates or slides: the drawer opens and the route bar runs without motion', async ({
    page,
    stack,
  }) => {
    await page.goto(stack.url('localhost', '/locations'));
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    const moving = await page.evaluate(() => {
      const seconds = (value: string) =>
        Math.max(
          ...value
            .split(',')
            .map((part) => (part.trim().endsWith('ms') ? parseFloat(part) / 1000 : parseFloat(part))),
        );
      return [...document.querySelectorAll('*')]
        .map((el) => ({ el, style: getComputedStyle(el) }))
        .filter(
          ({ style }) =>
            (style.animationName !== 'none' && seconds(style.animationDuration) > 0.001) ||
            seconds(style.transitionDuration) > 0.001,
        )
        .map(({ el }) => `${el.localName}.${el.className}`.slice(0, 80));
    });
    expect(moving, 'elements that still animate or transition').toEqual([]);
  });
});
