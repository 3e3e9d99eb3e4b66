/**
 * HTML_CodeSniffer (the engine behind pa11y) on a Playwright page, beside axe: the two engines find different
 * problems. Its built script is evaluated in the page the way axe's is (through the DevTools protocol, so the
 * portal's Content-Security-Policy does not block it), then the WCAG 2 AA standard runs on the whole document.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
let source: string | undefined;
/** Read once per worker: the script is large (about 360 kB). */
const htmlcsSource = () =>
  (source ??= readFileSync(require.resolve('html_codesniffer/build/HTMLCS.js'), 'utf8'));

export interface CodeSnifferError {
  /** The standard's rule, e.g. WCAG2AA.Principle1.Guideline1_1.1_1_1.H30.2 */
  code: string;
  message: string;
  /** A CSS path to the element, to find it again. */
  selector: string;
}

/** Runs WCAG 2 AA and returns its errors (warnings and notices need a person to judge, so they are left out). */
export async function codeSnifferErrors(page: Page): Promise<CodeSnifferError[]> {
  const loaded = await page.evaluate(() => 'HTMLCS' in window);
  if (!loaded) await page.evaluate(htmlcsSource());
  return page.evaluate(
    () =>
      new Promise<CodeSnifferError[]>((resolve, reject) => {
        const htmlcs = (window as unknown as { HTMLCS: HtmlCs }).HTMLCS;
        const selectorOf = (node: unknown): string => {
          if (!(node instanceof Element)) return String(node === document ? 'document' : node);
          const parts: string[] = [];
          for (let el: Element | null = node; el && el !== document.documentElement; el = el.parentElement) {
            if (el.id) {
              parts.unshift(`#${CSS.escape(el.id)}`);
              break;
            }
            const parent: Element | null = el.parentElement;
            const index = parent ? Array.prototype.indexOf.call(parent.children, el) + 1 : 1;
            parts.unshift(`${el.localName}:nth-child(${index})`);
          }
          return parts.join(' > ');
        };
        try {
          htmlcs.process(
            'WCAG2AA',
            document,
            () =>
              resolve(
                htmlcs
                  .getMessages()
                  .filter((m) => m.type === htmlcs.ERROR)
                  .map((m) => ({ code: m.code, message: m.msg, selector: selectorOf(m.element) })),
              ),
            () => reject(new Error('HTML_CodeSniffer could not run')),
            'en',
          );
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      }),
  );
}

/** The part of HTML_CodeSniffer's global that the runner uses. */
interface HtmlCs {
  ERROR: number;
  process(standard: string, content: Document, done: () => void, failed: () => void, language: string): void;
  getMessages(): { type: number; code: string; msg: string; element: unknown }[];
}
