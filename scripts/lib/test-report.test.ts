import { describe, expect, it } from 'vitest';
import { errorGist, playwrightFailures, vitestFailures } from './test-report';

describe('errorGist', () => {
  it('keeps the first lines that say something, without colours or stack frames', () => {
    const message =
      '\u001b[31mError: expect(received).toBe(expected)\u001b[39m\n\nExpected: 2\nReceived: 3\n    at Object.<anonymous> (a.test.ts:3:5)\nmore';
    expect(errorGist(message)).toBe('Error: expect(received).toBe(expected)\nExpected: 2\nReceived: 3\nmore');
    expect(errorGist(message, 2)).toBe('Error: expect(received).toBe(expected)\nExpected: 2');
  });
});

describe('vitestFailures', () => {
  it('names each failed test with its file, and a file that failed before its tests', () => {
    const failures = vitestFailures({
      numPassedTests: 1,
      numFailedTests: 1,
      numPendingTests: 0,
      numTodoTests: 0,
      testResults: [
        {
          name: '/repo/a.test.ts',
          assertionResults: [
            { fullName: 'sums', status: 'passed' },
            {
              fullName: 'divides',
              status: 'failed',
              failureMessages: ['AssertionError: expected 1 to be 2'],
            },
          ],
        },
        { name: '/repo/b.test.ts', message: 'Cannot find module ./c', assertionResults: [] },
      ],
    });
    expect(failures).toEqual([
      { title: '/repo/a.test.ts › divides', error: 'AssertionError: expected 1 to be 2' },
      { title: '/repo/b.test.ts', error: 'Cannot find module ./c' },
    ]);
  });
});

describe('playwrightFailures', () => {
  it('walks nested suites and reports unexpected tests with every retry’s errors', () => {
    const failures = playwrightFailures({
      suites: [
        {
          specs: [
            { title: 'passes', file: 'a.spec.ts', line: 3, tests: [{ status: 'expected', results: [] }] },
          ],
          suites: [
            {
              specs: [
                {
                  title: 'times out',
                  file: 'b.spec.ts',
                  line: 9,
                  tests: [
                    {
                      status: 'unexpected',
                      results: [
                        {
                          errors: [
                            { message: 'Test timeout of 60000ms exceeded.' },
                            { message: 'Error: locator.click' },
                          ],
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(failures).toEqual([
      { title: 'b.spec.ts:9 › times out', error: 'Test timeout of 60000ms exceeded.\nError: locator.click' },
    ]);
  });

  it('lists a test that passed on its retry apart, with the failed attempt’s error', () => {
    const suite = {
      specs: [
        {
          title: 'settles',
          file: 'c.spec.ts',
          line: 4,
          tests: [
            {
              status: 'flaky',
              results: [{ errors: [{ message: 'Error: expect(locator).toHaveText' }] }, {}],
            },
          ],
        },
      ],
    };
    expect(playwrightFailures(suite)).toEqual([]);
    expect(playwrightFailures(suite, 'flaky')).toEqual([
      { title: 'c.spec.ts:4 › settles', error: 'Error: expect(locator).toHaveText' },
    ]);
  });
});
