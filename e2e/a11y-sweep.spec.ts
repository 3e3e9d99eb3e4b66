// Every page, guest and member, through both accessibility engines (axe and HTML_CodeSniffer) in every theme
// (light, dark, high contrast), both directions (English, Hebrew), at 1280 px and at 320 px wide, and at the
// accessibility widget's normal and largest text size; at every width nothing scrolls sideways (reflow).
// Six modes cover every pair of theme, language, width and text size, so the sweep stays a few minutes long.
import type { BrowserContext, Page } from '@playwright/test';
import { DEMO_FORM_ID, DEMO_LANDING_PAGE_ID, DEMO_LOCATION_ID } from '@loyalty/db';
import { admin, expect, expectNoA11yViolations, prepareContext, test } from './fixtures';
import type { Stack } from './stack';

type Theme = 'light' | 'dark' | 'highContrast';
interface Mode {
  theme: Theme;
  language: 'en' | 'he';
  width: 1280 | 320;
  /** The widget's text size: 1 is normal, 2 the largest. */
  fontSize: 1 | 2;
}

const MODES: Mode[] = [
  { theme: 'light', language: 'en', width: 1280, fontSize: 1 },
  { theme: 'light', language: 'he', width: 320, fontSize: 2 },
  { theme: 'dark', language: 'en', width: 320, fontSize: 1 },
  { theme: 'dark', language: 'he', width: 1280, fontSize: 2 },
  { theme: 'highContrast', language: 'en', width: 1280, fontSize: 2 },
  { theme: 'highContrast', language: 'he', width: 320, fontSize: 1 },
];

const LANGUAGES = {
  en: { name: 'English', code: 'en_US', direction: 'ltr' },
  he: { name: 'עברית', code: 'he', direction: 'rtl' },
} as const;

const GUEST_PAGES = [
  '/',
  '/auth/signin',
  `/lp/${DEMO_LANDING_PAGE_ID}`,
  '/purchasescanner',
  '/locations',
  `/locations/${DEMO_LOCATION_ID}`,
  `/forms/${DEMO_FORM_ID}`,
  '/credits',
];

const MEMBER_PAGES = [
  '/',
  '/member/profile',
  '/member/profile?tab=details',
  '/member/shop',
  '/member/rewards',
  '/member/inbox',
  '/member/activity',
  '/member/subscription',
];

const DEMO_MEMBER = 'demo@example.com';
/** A 1x1 PNG for the message image (the test network is closed). */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const MESSAGE_IMAGE = 'https://images.example/sweep.png';

const label = (mode: Mode) =>
  `${mode.theme}, ${mode.language}, ${mode.width}px, text ${mode.fontSize * 100}%`;

/** The mode as a returning visitor's browser holds it: language cookie, theme and text size in storage. */
async function applyMode(context: BrowserContext, stack: Stack, mode: Mode): Promise<void> {
  const language = LANGUAGES[mode.language];
  await context.addCookies([
    {
      name: 'SelectedLanguage',
      value: encodeURIComponent(JSON.stringify(language)),
      url: stack.url('localhost', '/'),
    },
  ]);
  await context.addInitScript(
    ({ theme, fontSize }) => {
      localStorage.setItem('theme', theme === 'dark' ? 'dark' : 'light');
      localStorage.setItem('currentTheme', theme);
      localStorage.setItem('accessibility.fontSize', String(fontSize));
    },
    { theme: mode.theme, fontSize: mode.fontSize },
  );
  await context.route('https://images.example/**', (route) =>
    route.fulfill({ contentType: 'image/png', body: PIXEL }),
  );
}

/** The mode took effect, and nothing needs scrolling sideways or sticks out of the page. */
async function expectModeAndReflow(page: Page, mode: Mode, where: string): Promise<void> {
  const html = page.locator('html');
  await expect(html, where).toHaveAttribute('data-theme', mode.theme);
  await expect(html, where).toHaveAttribute('dir', LANGUAGES[mode.language].direction);
  await expect(html, where).toHaveAttribute('lang', mode.language === 'he' ? 'he' : /^en/);
  if (mode.fontSize !== 1)
    expect(await html.evaluate((el) => el.style.getPropertyValue('--font-scale')), where).toBe(
      String(mode.fontSize),
    );
  const overflow = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: root.scrollWidth, innerWidth: window.innerWidth };
  });
  expect
    .soft(overflow.scrollWidth, `${where}: no horizontal scrolling`)
    .toBeLessThanOrEqual(overflow.innerWidth);
}

async function sweep(page: Page, stack: Stack, paths: string[], mode: Mode, who: string): Promise<void> {
  for (const path of paths) {
    const where = `${who} ${path} (${label(mode)})`;
    await page.goto(stack.url('localhost', path));
    await expect(page.locator('main').first(), where).toBeVisible();
    await expectModeAndReflow(page, mode, where);
    if (process.env.A11Y_SWEEP_SCREENSHOTS)
      await page.screenshot({
        path: `test-results/sweep-${who}-${mode.theme}-${mode.language}-${mode.width}${path.replace(/[/?=]/g, '_')}.png`,
        fullPage: true,
      });
  }
}

test.beforeAll(async ({ stack }) => {
  // A message with an image, so the inbox shows the image link.
  const response = await fetch(`${stack.apiUrl}/admin/v1/businesses/bean-leaf/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${stack.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      audience: { type: 'members', members: [DEMO_MEMBER] },
      title: 'Autumn menu',
      content: 'Pumpkin spice is back, with oat milk at no extra cost.',
      imageUrl: MESSAGE_IMAGE,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
});

for (const mode of MODES) {
  test.describe(label(mode), () => {
    test.use({ viewport: { width: mode.width, height: 800 } });
    // Eight pages, each through two engines.
    test.describe.configure({ timeout: 180_000 });

    test('every guest page passes both engines and reflows', async ({ page, stack }) => {
      await applyMode(page.context(), stack, mode);
      await sweep(page, stack, GUEST_PAGES, mode, 'guest');
    });

    test('every member page passes both engines and reflows', async ({ browser, stack }) => {
      // The member's pages in a context of their own, checked explicitly (the fixture page is the guest's).
      const context = await browser.newContext({ viewport: { width: mode.width, height: 800 } });
      await prepareContext(context);
      await applyMode(context, stack, mode);
      const page = await context.newPage();
      try {
        const { token } = JSON.parse(
          await admin(stack, 'member:token', 'bean-leaf', DEMO_MEMBER, '--json'),
        ) as {
          token: string;
        };
        await page.goto(stack.url('localhost', `/?temporarytoken=${encodeURIComponent(token)}`));
        await expect(page.getByTestId('notification-bell')).toBeVisible();
        for (const path of MEMBER_PAGES) {
          const where = `member ${path} (${label(mode)})`;
          await page.goto(stack.url('localhost', path));
          await expect(page.locator('main').first(), where).toBeVisible();
          await expectNoA11yViolations(page, where);
          await expectModeAndReflow(page, mode, where);
          if (path === '/member/inbox')
            await expect(page.locator(`article a[href="${MESSAGE_IMAGE}"] img`).first()).toHaveAttribute(
              'alt',
              /Autumn menu/,
            );
          if (process.env.A11Y_SWEEP_SCREENSHOTS)
            await page.screenshot({
              path: `test-results/sweep-member-${mode.theme}-${mode.language}-${mode.width}${path.replace(/[/?=]/g, '_')}.png`,
              fullPage: true,
            });
        }
      } finally {
        await context.close();
      }
    });
  });
}
