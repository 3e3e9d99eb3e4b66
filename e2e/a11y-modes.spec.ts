// Every page of the portal in every display mode a member can choose: light, dark and high contrast; English
// (left to right) and Hebrew (right to left); a desktop (1280 px) and the narrowest phone (320 px); text at its
// normal size and at the accessibility widget's largest (200 %). In each mode axe and HTML_CodeSniffer find
// nothing, and at 320 px the page reflows: no horizontal scrolling and nothing cut off at either edge.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import {
  DEMO_FORM_ID,
  DEMO_LANDING_PAGE_ID,
  DEMO_LOCATION_ID,
  DEMO_MEMBER_EMAIL,
  NORTHWIND_HOST,
  NORTHWIND_MEMBER_EMAIL,
} from '@loyalty/db';
import { admin, expect, expectNoA11yViolations, prepareContext, test } from './fixtures';
import type { Stack } from './stack';

type Theme = 'light' | 'dark' | 'highContrast';
type Language = 'en' | 'he';

interface Mode {
  theme: Theme;
  language: Language;
  width: 1280 | 320;
  /** The root font scale the accessibility widget stores: 1 (100 %) or its largest, 2 (200 %). */
  textScale: 1 | 2;
}

const THEMES: Theme[] = ['light', 'dark', 'highContrast'];
const LANGUAGES: Record<Language, { name: string; direction: 'ltr' | 'rtl' }> = {
  en: { name: 'English', direction: 'ltr' },
  he: { name: 'עברית', direction: 'rtl' },
};

const modeName = (m: Mode) => `${m.theme}, ${m.language}, ${m.width} px, text ${m.textScale * 100} %`;

/** Set A11Y_SCREENSHOTS=1 to keep a full-page picture of every page at 320 px and 200 % in the dark themes. */
const SCREENSHOTS = process.env.A11Y_SCREENSHOTS === '1';

/** Pages anyone can open (Bean & Leaf, the demo business on `localhost`). */
const PUBLIC_PAGES = [
  '/',
  '/auth/signin',
  `/lp/${DEMO_LANDING_PAGE_ID}`,
  '/purchasescanner',
  '/locations',
  `/locations/${DEMO_LOCATION_ID}`,
  `/forms/${DEMO_FORM_ID}`,
  '/credits',
  '/offline',
  '/no-such-page',
];

/** Pages of a signed-in member: the home page, the member area (devices are on the profile). */
const MEMBER_PAGES = [
  '/',
  '/member/profile',
  '/member/rewards',
  '/member/shop',
  '/member/inbox',
  '/member/activity',
  '/member/subscription',
  '/member/update-user-profile',
];

/** Signs the seeded member in with a one-time link from the admin CLI; the browser state to start from. */
async function memberState(browser: Browser, stack: Stack, host: string, business: string, email: string) {
  const { token } = JSON.parse(await admin(stack, 'member:token', business, email, '--json')) as {
    token: string;
  };
  const context = await browser.newContext();
  await prepareContext(context);
  const page = await context.newPage();
  await page.goto(stack.url(host, `/?temporarytoken=${encodeURIComponent(token)}`));
  // The account menu shows once the link's sign-in has finished (Northwind's pages are in Hebrew, where the
  // drawer's own button is also a "menu": only the account menu's full name proves the member is in).
  await expect(page.getByRole('button', { name: /Account menu|תפריט החשבון/ })).toBeVisible();
  const state = await context.storageState();
  await context.close();
  return state;
}

interface ReflowFacts {
  scrollWidth: number;
  clientWidth: number;
  /** Visible elements reaching past either edge of the viewport. */
  cutOff: string[];
}

/**
 * What sticks out sideways. Visually hidden (sr-only) content, what is hidden from everyone, and what sits in a
 * region meant to scroll sideways do not count.
 */
async function reflowFacts(page: Page): Promise<ReflowFacts> {
  return page.evaluate(() => {
    const doc = document.documentElement;
    const viewport = doc.clientWidth;
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const classes = typeof el.className === 'string' ? el.className.trim().split(/\s+/).slice(0, 4) : [];
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
      return `${el.localName}${id}${classes.map((c) => `.${c}`).join('')} "${text}"`;
    };
    const scrollsSideways = (el: Element, style: CSSStyleDeclaration) =>
      (style.overflowX === 'auto' || style.overflowX === 'scroll') && el.scrollWidth > el.clientWidth;
    const cutOff: string[] = [];
    const walk = (el: Element) => {
      const style = getComputedStyle(el);
      if (
        style.display === 'none' ||
        style.visibility === 'hidden' ||
        el.getAttribute('aria-hidden') === 'true'
      )
        return;
      const rect = el.getBoundingClientRect();
      const visuallyHidden = rect.width <= 1 && rect.height <= 1;
      if (
        !visuallyHidden &&
        rect.width > 0 &&
        rect.height > 0 &&
        (rect.left < -1 || rect.right > viewport + 1)
      ) {
        cutOff.push(`${describe(el)} spans ${Math.round(rect.left)}..${Math.round(rect.right)}`);
        return;
      }
      if (el !== document.body && scrollsSideways(el, style)) return;
      for (const child of Array.from(el.children)) walk(child);
    };
    walk(document.body);
    return { scrollWidth: doc.scrollWidth, clientWidth: doc.clientWidth, cutOff };
  });
}

/**
 * A context in a language (its cookie, as the language menu sets it), with the cookie banner answered and
 * reduced motion (so a theme switched in place is not caught mid-transition).
 */
async function languageContext(
  browser: Browser,
  language: Language,
  host: string,
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
    storageState,
  });
  await prepareContext(context);
  await context.addCookies([
    {
      name: 'SelectedLanguage',
      value: encodeURIComponent(JSON.stringify({ code: language, ...LANGUAGES[language] })),
      domain: host,
      path: '/',
    },
  ]);
  // The first theme and size of every page come from storage, as a returning member's do.
  await context.addInitScript(() => {
    localStorage.setItem('theme', 'light');
    localStorage.setItem('currentTheme', 'light');
    localStorage.removeItem('accessibility.fontSize');
  });
  return context;
}

/**
 * Switches the loaded page to a mode the way the app does it: the window's width (as a resized window or a
 * turned phone), the text size as the accessibility widget applies and stores it (`--font-scale` on <html>),
 * the theme as the theme feature applies and stores it (data-theme, the `dark` class, color-scheme).
 */
async function applyMode(page: Page, mode: Mode): Promise<void> {
  const size = page.viewportSize();
  if (size?.width !== mode.width)
    await page.setViewportSize({ width: mode.width, height: mode.width === 320 ? 640 : 800 });
  await page.evaluate(({ theme, textScale }) => {
    const root = document.documentElement;
    localStorage.setItem('theme', theme === 'dark' ? 'dark' : 'light');
    localStorage.setItem('currentTheme', theme);
    root.setAttribute('data-theme', theme);
    root.classList.toggle('dark', theme !== 'light');
    root.style.colorScheme = theme === 'light' ? 'light' : 'dark';
    if (textScale === 1) {
      localStorage.removeItem('accessibility.fontSize');
      root.style.removeProperty('--font-scale');
    } else {
      localStorage.setItem('accessibility.fontSize', String(textScale));
      root.style.setProperty('--font-scale', String(textScale));
    }
    // Two frames: media-query listeners have re-rendered and the layout is done.
    return new Promise<void>((resolve) =>
      requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
    );
  }, mode);
}

/** Every mode, in the order that changes the least between neighbours (the width last). */
const modesOf = (language: Language): Mode[] =>
  ([1280, 320] as const).flatMap((width) =>
    ([1, 2] as const).flatMap((textScale) => THEMES.map((theme) => ({ theme, language, width, textScale }))),
  );

/**
 * Whether the two engines run in a mode. They run in every theme at both widths; at 200 % text only once per
 * page and language (the light theme at 320 px, where the larger text changes the layout most), because the
 * larger text cannot give them anything new to find in the other themes: the markup and the colours are those
 * already checked at 100 % (the themes change colours only, the text size only sizes), and larger text only
 * lowers the contrast a text needs and enlarges the targets. Reflow is checked in every mode at 320 px.
 */
const enginesRunIn = (mode: Mode): boolean =>
  mode.textScale === 1 || (mode.width === 320 && mode.theme === 'light');

async function checkPage(page: Page, url: string, language: Language, label: string): Promise<void> {
  await page.goto(url);
  await page.waitForLoadState('load');
  // The page asked for, not a sign-in page it was sent to: a member page whose session is gone would be checked
  // as the sign-in page instead, and pass.
  expect(new URL(page.url()).pathname, `${label} stays on its address`).toBe(new URL(url).pathname);
  await expect(page.locator('html')).toHaveAttribute('dir', LANGUAGES[language].direction);
  for (const mode of modesOf(language)) {
    const where = `${label} (${modeName(mode)})`;
    await applyMode(page, mode);
    if (enginesRunIn(mode)) await expectNoA11yViolations(page, where);
    if (mode.width === 320) {
      const facts = await reflowFacts(page);
      expect.soft(facts.scrollWidth, `${where} scrolls sideways`).toBeLessThanOrEqual(facts.clientWidth + 1);
      expect.soft(facts.cutOff, `${where} cuts nothing off`).toEqual([]);
      if (SCREENSHOTS && mode.textScale === 2 && mode.theme !== 'light')
        await page.screenshot({
          path: test.info().outputPath(`${language}-${mode.theme}-${label.replace(/\W+/g, '-')}.png`),
          fullPage: true,
        });
    }
  }
  // Back to the desktop for the next page.
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A message with a picture in the member's inbox, so that the inbox shows the picture's link. */
async function sendPictureMessage(stack: Stack, business: string, email: string): Promise<void> {
  const response = await fetch(`${stack.apiUrl}/admin/v1/businesses/${business}/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${stack.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      audience: { type: 'members', members: [email] },
      title: 'Autumn reading list',
      content: 'Ten new titles are on the shelves this week, with a picture of the display.',
      imageUrl: 'https://images.example/shelf.png',
      translations: { he: { title: 'רשימת הקריאה לסתיו', content: 'עשרה ספרים חדשים על המדפים השבוע.' } },
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

type State = Awaited<ReturnType<BrowserContext['storageState']>>;
let beanLeafMember: State;
let northwindMember: State;

test.beforeAll(async ({ browser, stack }) => {
  await sendPictureMessage(stack, 'bean-leaf', DEMO_MEMBER_EMAIL);
  await sendPictureMessage(stack, 'northwind', NORTHWIND_MEMBER_EMAIL);
  beanLeafMember = await memberState(browser, stack, 'localhost', 'bean-leaf', DEMO_MEMBER_EMAIL);
  northwindMember = await memberState(browser, stack, NORTHWIND_HOST, 'northwind', NORTHWIND_MEMBER_EMAIL);
});

for (const language of ['en', 'he'] as const) {
  test(`every page in ${language}, in every theme, width and text size`, async ({ browser, stack }) => {
    test.setTimeout(300_000);
    const sweep = async (host: string, pages: string[], who: string, state?: State) => {
      const context = await languageContext(browser, language, host, state);
      const page = await context.newPage();
      for (const path of pages) await checkPage(page, stack.url(host, path), language, `${who} ${path}`);
      await context.close();
    };
    // Two pages at a time: the guest's and the member's (then Northwind's inbox, the business in Hebrew).
    await Promise.all([
      sweep('localhost', PUBLIC_PAGES, 'guest'),
      (async () => {
        await sweep('localhost', MEMBER_PAGES, 'member', beanLeafMember);
        await sweep(NORTHWIND_HOST, ['/member/inbox'], 'Northwind member', northwindMember);
      })(),
    ]);
  });
}
