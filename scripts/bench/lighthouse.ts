/**
 * Lighthouse on each page: its default (mobile) configuration with simulated throttling, in Debian's
 * Chromium started through chrome-launcher; the median of several runs per metric, since single runs on a
 * shared 2-core machine vary by several points.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer, { type Browser, type CookieData } from 'puppeteer-core';
import { watchOtherCpu } from './cpu-noise';
import { median } from './stats';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

// Nothing in the browser may reach the network: the bench runs offline and must not download anything.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface PageScores {
  runs: number;
  /** Category scores 0–100 (medians). */
  performance: number | undefined;
  accessibility: number | undefined;
  bestPractices: number | undefined;
  seo: number | undefined;
  fcpMs: number | undefined;
  lcpMs: number | undefined;
  tbtMs: number | undefined;
  cls: number | undefined;
  /** Lighthouse's CPU benchmark of this machine during the runs (higher is faster; ~1000+ is a desktop). */
  benchmarkIndex: number | undefined;
  /** Audits that failed in any run, outside performance (what keeps a11y, best practices or SEO below 100). */
  failedAudits: string[];
  /** Performance diagnostics scoring below 90 (in the median run), with Lighthouse's own figure (where time goes). */
  performanceHints: string[];
  /** Share of the machine's CPU that other people's processes used during the runs (0–1). */
  otherCpu: number;
  /** Lighthouse warnings and errors of the runs (e.g. a page that did not load). */
  warnings: string[];
}

interface RunFigures {
  scores: Record<(typeof CATEGORIES)[number], number | undefined>;
  fcpMs: number | undefined;
  lcpMs: number | undefined;
  tbtMs: number | undefined;
  cls: number | undefined;
  benchmarkIndex: number | undefined;
  failedAudits: string[];
  performanceHints: string[];
  warnings: string[];
}

function figuresOf(lhr: Result): RunFigures {
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : undefined;
  };
  const numeric = (id: string) => lhr.audits[id]?.numericValue;
  // Unweighted ones (e.g. axe's experimental rules) do not lower the score but may still be real WCAG issues.
  const failedAudits = CATEGORIES.filter((c) => c !== 'performance').flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? []).flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1 || audit.scoreDisplayMode === 'informative')
        return [];
      return [`${category}: ${audit.id}${ref.weight === 0 ? ' (unweighted)' : ''} (${audit.title})`];
    }),
  );
  // Weight 0: the diagnostics and insights, not the weighted metrics themselves.
  const performanceHints = (lhr.categories.performance?.auditRefs ?? [])
    .filter((ref) => ref.weight === 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
    .map((audit) => `${audit?.id}${audit?.displayValue ? ` (${audit.displayValue})` : ''}`);
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failedAudits,
    performanceHints,
    warnings: [
      ...(lhr.runtimeError ? [`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`] : []),
      ...lhr.runWarnings.map(String),
    ],
  };
}

export interface LighthouseSession {
  measure(url: string, cookie: string | undefined, runs: number): Promise<PageScores>;
  close(): Promise<void>;
}

/** `name=value; name2=value2` (a Cookie header) as the browser's cookies of the page's host. */
function cookiesOfHeader(header: string, url: string): CookieData[] {
  const { hostname } = new URL(url);
  return header
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair.includes('='))
    .map((pair) => {
      const at = pair.indexOf('=');
      return {
        name: pair.slice(0, at),
        value: pair.slice(at + 1),
        domain: hostname,
        path: '/',
        httpOnly: true,
      };
    });
}

/**
 * The browser's cookie jar holds exactly the member's session (or nothing, for a guest's page). Lighthouse resets
 * storage between runs but not cookies, and Chromium sends the jar's cookies instead of an extra `Cookie` header:
 * a cookie a page set (next-auth's CSRF cookie, after a session check) would otherwise push the member's session
 * out of every later run, and Lighthouse would measure the sign-in page it was sent to.
 */
async function holdOnlyCookies(browser: Browser, url: string, cookie: string | undefined): Promise<void> {
  const present = await browser.cookies();
  if (present.length > 0) await browser.deleteCookie(...present);
  if (cookie) await browser.setCookie(...cookiesOfHeader(cookie, url));
}

/** One Chromium for every page and run (Lighthouse resets storage between runs). */
export async function openLighthouse(): Promise<LighthouseSession> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'error',
  });
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  });
  return {
    async measure(url, cookie, runs) {
      const flags: Flags = {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      };
      const all: RunFigures[] = [];
      const otherCpu = watchOtherCpu();
      for (let i = 0; i < runs; i += 1) {
        await holdOnlyCookies(browser, url, cookie);
        const result = await lighthouse(url, flags);
        if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
        // A page that sent the browser elsewhere (a member page to sign-in) has no figures of its own.
        const shown = new URL(result.lhr.finalDisplayedUrl);
        if (shown.pathname !== new URL(url).pathname) {
          throw new Error(`the page went to ${shown.pathname}${shown.search} instead of being measured`);
        }
        all.push(figuresOf(result.lhr));
      }
      // Diagnostics carry per-run figures: those of the run with the median performance score.
      const medianRun = [...all].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0))[
        Math.floor(all.length / 2)
      ];
      const of = (pick: (r: RunFigures) => number | undefined) => median(all.map(pick));
      return {
        runs,
        otherCpu: otherCpu(),
        performance: of((r) => r.scores.performance),
        accessibility: of((r) => r.scores.accessibility),
        bestPractices: of((r) => r.scores['best-practices']),
        seo: of((r) => r.scores.seo),
        fcpMs: of((r) => r.fcpMs),
        lcpMs: of((r) => r.lcpMs),
        tbtMs: of((r) => r.tbtMs),
        cls: of((r) => r.cls),
        benchmarkIndex: of((r) => r.benchmarkIndex),
        failedAudits: [...new Set(all.flatMap((r) => r.failedAudits))],
        performanceHints: medianRun?.performanceHints ?? [],
        warnings: [...new Set(all.flatMap((r) => r.warnings))],
      };
    },
    async close() {
      await browser.disconnect();
      chrome.kill();
    },
  };
}
