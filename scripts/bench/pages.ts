/**
 * Pages: Lighthouse scores and first-load JavaScript of every page target that answers 200 (signed-in
 * pages with the demo member's cookie); the others are n/a with the reason.
 */
import { available, errorMessage, unavailable, type Available } from './availability';
import { measureFirstLoadJs, type FirstLoadJs } from './first-load-js';
import { openLighthouse, type PageScores } from './lighthouse';
import { onCleanup } from './cleanup';
import { resolvePages } from './resolve-targets';
import type { PageResult } from './results';
import type { MemberSession } from './sign-in';
import type { BenchStack } from './stack';

export async function measurePages(
  stack: BenchStack,
  session: Available<MemberSession>,
  runs: number,
): Promise<PageResult[]> {
  const resolved = await resolvePages(stack, session);
  const measurable = resolved.some((r) => r.request.ok);
  const browser = measurable ? await openLighthouse() : undefined;
  const closeBrowser = onCleanup('Chromium', () => browser?.close());
  try {
    const results: PageResult[] = [];
    for (const { target, request } of resolved) {
      const page = { id: target.id, label: target.label, path: target.path, signedIn: target.signedIn };
      if (!request.ok || !browser) {
        const notMeasured = unavailable(request.ok ? 'Chromium did not start' : request.reason);
        results.push({ ...page, lighthouse: notMeasured, firstLoadJs: notMeasured });
        continue;
      }
      console.log(`Lighthouse: ${target.label} (${runs}×)…`);
      const { url, headers } = request.value;
      const firstLoadJs: Available<FirstLoadJs> = await measureFirstLoadJs(url, headers).then(
        available,
        (e: unknown) => unavailable(`first-load JS: ${errorMessage(e)}`),
      );
      const lighthouse: Available<PageScores> = await browser
        .measure(url, headers.cookie, runs)
        .then(available, (e: unknown) => unavailable(`Lighthouse failed: ${errorMessage(e)}`));
      results.push({ ...page, lighthouse, firstLoadJs });
    }
    return results;
  } finally {
    await closeBrowser();
  }
}
