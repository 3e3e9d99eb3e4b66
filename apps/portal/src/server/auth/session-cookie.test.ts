import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  hasSessionCookie,
  sessionCookieName,
  sessionCookieValue,
  sessionCookieValueUnderEitherName,
} from './session-cookie';

interface ChunkedCookie {
  name: string;
  value: string;
  options: { httpOnly?: boolean; sameSite?: string };
}
interface SessionStoreClass {
  new (
    option: { name: string; options: Record<string, unknown> },
    request: { cookies: Record<string, string>; headers: Record<string, string> },
    logger: Record<'debug' | 'error' | 'warn', () => void>,
  ): { chunk(value: string, options: Record<string, unknown>): ChunkedCookie[] };
}

// next-auth's own cookie store (not in its package exports): what it does with a long session token is
// exactly what the browser receives from the sign-in callback.
const require = createRequire(import.meta.url);
const { SessionStore } = require(join(dirname(require.resolve('next-auth')), 'core/lib/cookie.js')) as {
  SessionStore: SessionStoreClass;
};

const cookies = (entries: Record<string, string>) => ({
  getAll: () => Object.entries(entries).map(([name, value]) => ({ name, value })),
});

describe('sessionCookieName', () => {
  it('is next-auth.session-token over http and __Secure-next-auth.session-token over https', () => {
    expect(sessionCookieName(false)).toBe('next-auth.session-token');
    expect(sessionCookieName(true)).toBe('__Secure-next-auth.session-token');
  });
});

describe('sessionCookieValueUnderEitherName', () => {
  it('prefers the name this deployment writes and falls back to the other', () => {
    const both = cookies({
      'next-auth.session-token': 'plain',
      '__Secure-next-auth.session-token': 'secure',
    });
    expect(sessionCookieValueUnderEitherName(both, true)).toBe('secure');
    expect(sessionCookieValueUnderEitherName(both, false)).toBe('plain');
    const secureOnly = cookies({ '__Secure-next-auth.session-token': 'secure' });
    expect(sessionCookieValueUnderEitherName(secureOnly, false)).toBe('secure');
    const plainOnly = cookies({ 'next-auth.session-token': 'plain' });
    expect(sessionCookieValueUnderEitherName(plainOnly, true)).toBe('plain');
    expect(sessionCookieValueUnderEitherName(cookies({}), true)).toBeNull();
  });
});

describe('sessionCookieValue', () => {
  it('reads a whole cookie', () => {
    expect(sessionCookieValue(cookies({ 'next-auth.session-token': 'abc' }), 'next-auth.session-token')).toBe(
      'abc',
    );
  });

  it('joins chunks in numeric order and ignores look-alikes', () => {
    const jar = cookies({
      'next-auth.session-token.10': 'K',
      'next-auth.session-token.2': 'C',
      'next-auth.session-token.0': 'A',
      'next-auth.session-token.1': 'B',
      'next-auth.session-token.x': 'nope',
      'next-auth.session-tokenizer': 'nope',
      '__Secure-next-auth.session-token': 'other name',
    });
    expect(sessionCookieValue(jar, 'next-auth.session-token')).toBe('ABCK');
  });

  it('is null without the cookie', () => {
    expect(sessionCookieValue(cookies({ other: 'x' }), 'next-auth.session-token')).toBeNull();
  });
});

describe('hasSessionCookie', () => {
  it('sees plain, secure and chunked session cookies, nothing else', () => {
    expect(hasSessionCookie(cookies({ 'next-auth.session-token': 'x' }))).toBe(true);
    expect(hasSessionCookie(cookies({ '__Secure-next-auth.session-token.0': 'x' }))).toBe(true);
    expect(hasSessionCookie(cookies({ 'next-auth.csrf-token': 'x', SelectedLanguage: '{}' }))).toBe(false);
  });
});

describe("next-auth's session cookie chunking (3933 characters a chunk)", () => {
  const silent = { debug: () => undefined, error: () => undefined, warn: () => undefined };

  it('cuts a long token into chunks of 3933 characters that join back to the token', () => {
    const token = 'x'.repeat(3933 * 2 + 100);
    const store = new SessionStore(
      {
        name: 'next-auth.session-token',
        options: { httpOnly: true, sameSite: 'lax', path: '/', secure: false },
      },
      { cookies: {}, headers: {} },
      silent,
    );
    const chunks = store.chunk(token, {});
    expect(chunks.map((chunk) => [chunk.name, chunk.value.length])).toEqual([
      ['next-auth.session-token.0', 3933],
      ['next-auth.session-token.1', 3933],
      ['next-auth.session-token.2', 100],
    ]);
    expect(chunks.every((chunk) => chunk.options.httpOnly && chunk.options.sameSite === 'lax')).toBe(true);
    expect(
      sessionCookieValue(
        cookies(Object.fromEntries(chunks.map((c) => [c.name, c.value]))),
        'next-auth.session-token',
      ),
    ).toBe(token);
  });

  it('keeps a token of up to 3933 characters in one cookie', () => {
    const store = new SessionStore(
      { name: 'next-auth.session-token', options: {} },
      { cookies: {}, headers: {} },
      silent,
    );
    expect(store.chunk('y'.repeat(3933), {}).map((chunk) => chunk.name)).toEqual(['next-auth.session-token']);
  });
});
