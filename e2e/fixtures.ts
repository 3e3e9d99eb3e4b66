/**
 * Typed Playwright fixtures: one stack per worker, an accessibility check by two engines (axe and
 * HTML_CodeSniffer) on every page a test opens with `goto` and on the page a test ends on, and reading messages (sign-in codes) from the API's dev outbox.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { outboxListSchema, type OutboxMessage } from '@loyalty/contract';
import { runCli } from '../scripts/admin/cli';
import { codeSnifferErrors, type CodeSnifferError } from './codesniffer';
import { startStack, type Stack } from './stack';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface Findings {
  axe: Awaited<ReturnType<AxeBuilder['analyze']>>;
  codeSniffer: CodeSnifferError[];
}

/**
 * axe as the checks need it: violations only (collecting every passing node costs more than the rules), and run
 * in the page itself (legacy mode) rather than finished in a fresh blank page each time. A page that already
 * holds axe (checked again after a change in place) is not sent its half-megabyte source again. Cross-origin
 * frames (the embedded pages of /view) are not ours and are left out either way.
 */
async function axeBuilder(page: Page): Promise<AxeBuilder> {
  const loaded =
    page.frames().length === 1 && (await page.evaluate(() => 'axe' in window).catch(() => false));
  return (
    new AxeBuilder({ page, ...(loaded ? { axeSource: ';' } : {}) })
      .setLegacyMode()
      // One options object: `.options()` replaces what `.withTags()` would have set, so the tags are given here.
      .options({ runOnly: { type: 'tag', values: WCAG_TAGS }, resultTypes: ['violations'] })
  );
}

/**
 * Runs axe, then HTML_CodeSniffer, once the page has settled; a navigation that starts meanwhile (a redirect)
 * restarts both.
 */
async function analyzeSettled(page: Page, attempts = 3): Promise<Findings> {
  await page.waitForLoadState('load');
  // A client-side navigation that starts right after load (the temporary-token sign-in replaces the URL, then
  // reloads) swaps the head for a moment; give the title a moment to settle. A page that never gets a title
  // still fails below.
  await page.waitForFunction(() => document.title !== '', null, { timeout: 3_000 }).catch(() => undefined);
  // Colours caught mid-transition (a theme or contrast mode just switched) would be judged as they pass between
  // the two themes: let running CSS transitions end first (endless animations, such as a spinner, are not waited for).
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
      null,
      { timeout: 2_000 },
    )
    .catch(() => undefined);
  try {
    const url = page.url();
    const axe = await axeBuilder(page).then((builder) => builder.analyze());
    const findings = { axe, codeSniffer: await codeSnifferErrors(page) };
    // A client-side navigation during the run (the temporary-token sign-in goes on to the sign-in page) swaps the
    // head and the content under the engines: judge the page it lands on instead.
    if (page.url() !== url && attempts > 1) return analyzeSettled(page, attempts - 1);
    return findings;
  } catch (error) {
    // A navigation meanwhile destroys the context, or leaves a new document without the axe just checked for.
    const navigated =
      error instanceof Error &&
      /context was destroyed|navigation|axe is not defined|reading 'run'/i.test(error.message);
    if (!navigated || attempts <= 1) throw error;
    await page.waitForLoadState('load');
    return analyzeSettled(page, attempts - 1);
  }
}

export async function expectNoA11yViolations(page: Page, label = page.url()): Promise<void> {
  const { axe, codeSniffer } = await analyzeSettled(page);
  const summary = axe.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join('\n    ')}`,
  );
  // Soft: the test still fails, but goes on, so one run lists what both engines find on every page it visits.
  expect.soft(summary, `axe violations on ${label}`).toEqual([]);
  const errors = codeSniffer.map((e) => `${e.code}: ${e.message}\n    ${e.selector}`);
  expect.soft(errors, `HTML_CodeSniffer errors on ${label}`).toEqual([]);
}

interface Registration {
  firstName: string;
  lastName: string;
  /** For businesses that require an e-mail address (Northwind) when signing up by phone. */
  email?: string;
  /** YYYY-MM-DD, as a date input takes it; a business that asks for one gets 1990-05-17 when it is not given. */
  birthday?: string;
}

/** The consent cookie of someone who chose "necessary only" in the cookie banner (vanilla-cookieconsent). */
const NECESSARY_ONLY_CONSENT = {
  name: 'cc_cookie',
  value: encodeURIComponent(JSON.stringify({ categories: ['necessary'] })),
  domain: 'localhost',
  path: '/',
};

/** Every host the demo businesses answer on: a cookie set for `localhost` does not reach its subdomains. */
const DEMO_HOSTS = ['localhost', '127.0.0.1', 'bean-leaf.localhost', 'northwind.localhost'];

interface Options {
  /**
   * Default true: the visitor already answered the cookie banner, so it does not cover what a spec tests.
   * The privacy spec sets it false to test the banner itself.
   */
  consentDecided: boolean;
  /**
   * Default true: the browser already answered the push and install toasts (as a returning member's has), so
   * that they do not cover the navigation bar in specs about something else. The push spec sets it false.
   */
  promptsAnswered: boolean;
}

interface Fixtures {
  /** Runs axe now (for states reached by clicking, such as an open dialog or another theme). */
  axe: (label?: string) => Promise<void>;
  outbox: (recipient: string) => Promise<OutboxMessage[]>;
  /** The newest 6-digit code sent to a recipient, waiting for it to arrive. */
  latestCode: (recipient: string, notCode?: string) => Promise<string>;
  /**
   * Signs in through the UI like a person: identifier, the code from the dev outbox, and the registration
   * fields when the identifier is new. Starts from the page's current sign-in form (open it first).
   * `recipient` is how the outbox knows the identifier (E.164 for phones).
   */
  signInOnPage: (
    page: Page,
    identifier: string,
    options?: {
      recipient?: string;
      register?: Registration;
      /** Default true; false when sign-in lands on a page without the navigation bar (the purchase scanner). */
      expectNavigationBar?: boolean;
    },
  ) => Promise<void>;
}

/**
 * What every test's browser context gets: the cookie banner answered and the push and install toasts already
 * dealt with (unless a spec tests them). Exported for specs that open a second context (a second device).
 */
export async function prepareContext(
  context: BrowserContext,
  { consentDecided = true, promptsAnswered = true }: Partial<Options> = {},
): Promise<void> {
  if (consentDecided)
    await context.addCookies(DEMO_HOSTS.map((domain) => ({ ...NECESSARY_ONLY_CONSENT, domain })));
  if (promptsAnswered)
    await context.addInitScript(() => {
      localStorage.setItem('webPushPermissionToastDone', 'true');
      localStorage.setItem('lastAskedToDownload', new Date().toISOString());
    });
}

export const test = base.extend<Options & Fixtures, { stack: Stack }>({
  consentDecided: [true, { option: true }],
  promptsAnswered: [true, { option: true }],

  context: async ({ context, consentDecided, promptsAnswered }, use) => {
    await prepareContext(context, { consentDecided, promptsAnswered });
    await use(context);
  },

  stack: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const stack = await startStack();
      await use(stack);
      await stack.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],

  page: async ({ page }, use) => {
    // Every Content-Security-Policy violation on any page of the test (even one a script caught, such as an
    // eval probe) fails it: the browser lists each as an issue and Lighthouse's best practices count them.
    const cspViolations: string[] = [];
    await page.exposeFunction('__reportCspViolation', (violation: string) => {
      cspViolations.push(violation);
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __reportCspViolation: (v: string) => void })
          .__reportCspViolation;
        void report(
          `${event.effectiveDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
        );
      });
    });
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      // A blank page (left to, so that nothing of the page before is counted) has nothing to check.
      if (url !== 'about:blank') await expectNoA11yViolations(page, `goto ${url}`);
      return response;
    };
    await use(page);
    if (!page.isClosed() && page.url() !== 'about:blank')
      await expectNoA11yViolations(page, `end of test at ${page.url()}`);
    expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
  },

  axe: async ({ page }, use) => {
    await use((label) => expectNoA11yViolations(page, label));
  },

  outbox: async ({ stack }, use) => {
    await use(async (recipient) => {
      const res = await fetch(`${stack.apiUrl}/dev/outbox?recipient=${encodeURIComponent(recipient)}`);
      expect(res.ok, 'the dev outbox answers').toBe(true);
      return outboxListSchema.parse(await res.json());
    });
  },

  latestCode: async ({ outbox }, use) => {
    await use(async (recipient, notCode) => {
      let code: string | undefined;
      await expect
        .poll(
          async () => {
            const [newest] = await outbox(recipient);
            code = newest?.body.match(/\b(\d{6})\b/)?.[1];
            return code === notCode ? undefined : code;
          },
          { message: `a code sent to ${recipient}` },
        )
        .toBeDefined();
      return code!;
    });
  },

  signInOnPage: async ({ latestCode, outbox }, use) => {
    await use(async (page, identifier, options = {}) => {
      const recipient = options.recipient ?? identifier;
      const before = (await outbox(recipient))[0]?.body.match(/\b(\d{6})\b/)?.[1];
      await page.getByLabel('E-mail or phone number').fill(identifier);
      await page.getByRole('button', { name: 'Send code' }).click();
      const codeField = page.getByLabel('Verification code');
      await expect(codeField).toBeVisible();
      await codeField.fill(await latestCode(recipient, before));
      await page.getByRole('button', { name: 'Verify' }).click();
      if (options.register) {
        await page.getByLabel('First name').fill(options.register.firstName);
        await page.getByLabel('Last name').fill(options.register.lastName);
        if (options.register.email) await page.getByLabel('E-mail').fill(options.register.email);
        // A business that asks for the birthday (Northwind) gets one, the test's own or a plausible one.
        const birthdayField = page.getByLabel('Date of birth');
        if (options.register.birthday || (await birthdayField.isVisible()))
          await birthdayField.fill(options.register.birthday ?? '1990-05-17');
        await page.getByRole('checkbox').check();
        await page.getByRole('button', { name: 'Join' }).click();
      }
      if (options.expectNavigationBar !== false)
        await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    });
  },
});

/** The admin CLI (`npm run admin -- …`), run in-process against the test stack's API; its output. */
export async function admin(stack: Stack, ...argv: string[]): Promise<string> {
  const output: string[] = [];
  const io = { out: (text: string) => output.push(text), err: (text: string) => output.push(text) };
  const code = await runCli(argv, { apiUrl: stack.apiUrl, adminToken: stack.adminToken }, io);
  expect(code, `admin ${argv.join(' ')}: ${output.join('\n')}`).toBe(0);
  return output.join('\n');
}

export { expect };

/**
 * Waits until React has hydrated the element (it then carries React's props): a server-rendered button does
 * nothing when clicked before that, as a member's tap before hydration does nothing.
 */
export async function expectHydrated(locator: Locator): Promise<void> {
  await expect
    .poll(() =>
      locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))),
    )
    .toBe(true);
}

/** The floating element ends above the other one (its bottom at or over the other's top), once both are laid out. */
export async function expectAbove(floating: Locator, below: Locator): Promise<void> {
  await expect
    .poll(async () => {
      const [upper, lower] = await Promise.all([floating.boundingBox(), below.boundingBox()]);
      return upper && lower ? lower.y - (upper.y + upper.height) : -1;
    })
    .toBeGreaterThanOrEqual(0);
}

/**
 * Opens the account menu and chooses an item. The avatar button is in the server's HTML: a click that lands
 * before hydration has no handler yet and is lost (as a member's tap is), so the click is repeated until the
 * menu shows. A click on the avatar while the menu's code loads only asks again for the same open menu.
 */
export async function chooseFromAccountMenu(page: Page, item: string): Promise<void> {
  const button = page.getByRole('button', { name: /Account menu/ });
  const entry = page.getByRole('menuitem', { name: item });
  await expect(async () => {
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await expect(entry).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await entry.click();
}
