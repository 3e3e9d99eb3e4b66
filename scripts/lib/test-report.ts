/**
 * What `npm test` prints about failed tests: a test's title and the first lines of its error, read from the
 * Vitest and Playwright JSON reports.
 */

export interface Failure {
  title: string;
  error: string;
}

// eslint-disable-next-line no-control-regex -- the reporters' colour codes
const ANSI = /\u001b\[[0-9;]*m/g;

/** The first lines of an error that say what went wrong (no colours, no blank lines, no stack). */
export function errorGist(message: string, lines = 4): string {
  return message
    .replace(ANSI, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '' && !/^\s+at /.test(line))
    .slice(0, lines)
    .join('\n');
}

export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults?: {
    name: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

export function vitestFailures(report: VitestReport): Failure[] {
  const found: Failure[] = [];
  for (const file of report.testResults ?? []) {
    const failed = file.assertionResults.filter((a) => a.status === 'failed');
    for (const a of failed)
      found.push({ title: `${file.name} › ${a.fullName}`, error: errorGist(a.failureMessages?.[0] ?? '') });
    // A file that failed before its tests ran (an import error, a failing beforeAll) has only a message.
    if (failed.length === 0 && file.message) found.push({ title: file.name, error: errorGist(file.message) });
  }
  return found;
}

export interface PlaywrightSuite {
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: { status: string; results: { errors?: { message?: string }[] }[] }[];
  }[];
}

/**
 * Tests that ended as `status`: 'unexpected' (failed, after any retries) or 'flaky' (failed, then passed on a
 * retry), with the errors of their failed attempts.
 */
export function playwrightFailures(
  suite: PlaywrightSuite,
  status: 'unexpected' | 'flaky' = 'unexpected',
): Failure[] {
  const found: Failure[] = [];
  for (const spec of suite.specs ?? [])
    for (const t of spec.tests.filter((t) => t.status === status)) {
      const messages = t.results.flatMap((r) => r.errors ?? []).map((e) => e.message ?? '');
      found.push({
        title: `${spec.file}:${spec.line} › ${spec.title}`,
        error: errorGist(messages.join('\n')),
      });
    }
  for (const child of suite.suites ?? []) found.push(...playwrightFailures(child, status));
  return found;
}
