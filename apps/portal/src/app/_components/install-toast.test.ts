import { describe, expect, it } from 'vitest';
import { askedRecently, installKind } from './install-toast';

describe('install toast', () => {
  it.each([
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
      'prompt',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36',
      'prompt',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0', 'none'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0', 'none'],
    ['Mozilla/5.0 (Android 14; Mobile; rv:140.0) Gecko/140.0 Firefox/140.0', 'prompt'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      'ios',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
      'mac',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
      'prompt',
    ],
  ])('%s installs by %s', (userAgent, kind) => {
    expect(installKind(userAgent)).toBe(kind);
  });

  it('asks again only after 30 days', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(askedRecently(null, now)).toBe(false);
    expect(askedRecently('not a date', now)).toBe(false);
    expect(askedRecently('2026-10-28T12:00:01Z', now)).toBe(true);
    expect(askedRecently('2026-10-27T12:00:00Z', now)).toBe(false);
  });
});
