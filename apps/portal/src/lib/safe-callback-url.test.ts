import { describe, expect, it } from 'vitest';
import { safeCallbackUrl } from './safe-callback-url';

const origin = 'https://portal.example.com';

describe('safeCallbackUrl', () => {
  it.each([
    ['/member/profile', '/member/profile'],
    ['/member/profile?tab=points#top', '/member/profile?tab=points#top'],
    ['https://portal.example.com/member/inbox?x=1', '/member/inbox?x=1'],
    ['  /view/ourmenu  ', '/view/ourmenu'],
    ['member/profile', '/member/profile'],
  ])('keeps the same-origin %s as %s', (raw, expected) => {
    expect(safeCallbackUrl(raw, origin)).toBe(expected);
  });

  it.each([
    '//evil.com',
    '//evil.com/member/profile',
    'https://evil.com',
    'https://evil.com/member/profile',
    'http://portal.example.com/member/profile',
    'https://portal.example.com.evil.com/',
    'https://portal.example.com@evil.com/',
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/\\evil.com',
    '\\\\evil.com',
    '/%09/evil.com'.replace('%09', '\t'),
    'http://[::1',
    '/auth/signin?callbackUrl=/member/profile',
  ])('refuses %s', (raw) => {
    expect(safeCallbackUrl(raw, origin)).toBe('/');
  });

  it('falls back to / without a callbackUrl', () => {
    expect(safeCallbackUrl(undefined, origin)).toBe('/');
    expect(safeCallbackUrl(null, origin)).toBe('/');
    expect(safeCallbackUrl('', origin)).toBe('/');
  });
});
