/**
 * Typed Playwright fixtures: one stack per worker, an axe check on every page a test opens with `goto` and
 * on the page a test ends on, and reading messages (sign-in codes) from the API's dev outbox.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { outboxListSchema, type OutboxMessage } from '@loyalty/contract';
import { startStack, type Stack } from './stack';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function expectNoA11yViolations(page: Page, label = page.url()): Promise<void> {
  await page.waitForLoadState('load');
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join('\n    ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

interface Fixtures {
  /** Runs axe now (for states reached by clicking, such as an open dialog or another theme). */
  axe: (label?: string) => Promise<void>;
  outbox: (recipient: string) => Promise<OutboxMessage[]>;
  /** The newest 6-digit code sent to a recipient, waiting for it to arrive. */
  latestCode: (recipient: string) => Promise<string>;
}

export const test = base.extend<Fixtures, { stack: Stack }>({
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
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await expectNoA11yViolations(page, `goto ${url}`);
      return response;
    };
    await use(page);
    if (!page.isClosed() && page.url() !== 'about:blank')
      await expectNoA11yViolations(page, `end of test at ${page.url()}`);
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
    await use(async (recipient) => {
      let code: string | undefined;
      await expect
        .poll(
          async () => {
            const [newest] = await outbox(recipient);
            code = newest?.body.match(/\b(\d{6})\b/)?.[1];
            return code;
          },
          { message: `a code sent to ${recipient}` },
        )
        .toBeDefined();
      return code!;
    });
  },
});

export { expect };
