// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, onSessionRead, SESSION_MESSAGE_KEY, signIn, signOut } from './session-client';

const SESSION = { user: { email: 'ana@example.com' }, expires: '2030-01-01T00:00:00.000Z' };

type Answer = { status?: number; body: unknown };
/** A fake next-auth route handler: answers by path, records every request. */
function fakeAuth(answers: Record<string, Answer>) {
  const calls: { path: string; method: string; body: URLSearchParams | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = new URL(input, 'http://localhost').pathname;
      calls.push({
        path,
        method: init?.method ?? 'GET',
        body: init?.body instanceof URLSearchParams ? init.body : null,
      });
      const answer = answers[path];
      if (!answer) return new Response('not found', { status: 404 });
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
    }),
  );
  return calls;
}

describe('session client (next-auth v4 REST protocol)', () => {
  const seen: (typeof SESSION | null)[] = [];
  let stop: () => void;
  beforeEach(() => {
    localStorage.clear();
    seen.length = 0;
    stop = onSessionRead((session) => seen.push(session as typeof SESSION | null));
  });
  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
  });

  it('signs in with the CSRF token and json=true, then reads, announces and broadcasts the session', async () => {
    const calls = fakeAuth({
      '/api/auth/csrf': { body: { csrfToken: 'csrf-1' } },
      '/api/auth/callback/custom': { body: { url: 'http://localhost/member/profile' } },
      '/api/auth/session': { body: SESSION },
    });
    const result = await signIn(
      'custom',
      { token: 't', userIdentifier: 'ana@example.com' },
      'http://localhost/x',
    );
    expect(result).toEqual({ ok: true, error: null, status: 200 });
    const post = calls.find((c) => c.path === '/api/auth/callback/custom');
    expect(post?.method).toBe('POST');
    expect(Object.fromEntries(post!.body!)).toEqual({
      token: 't',
      userIdentifier: 'ana@example.com',
      callbackUrl: 'http://localhost/x',
      csrfToken: 'csrf-1',
      json: 'true',
    });
    expect(seen).toEqual([SESSION]);
    expect(JSON.parse(localStorage.getItem(SESSION_MESSAGE_KEY)!)).toMatchObject({ event: 'session' });
  });

  it("reports next-auth's error from the answer's URL and reads no session", async () => {
    const calls = fakeAuth({
      '/api/auth/csrf': { body: { csrfToken: 'csrf-1' } },
      '/api/auth/callback/custom': {
        status: 401,
        body: { url: 'http://localhost/api/auth/error?error=auth.code.invalid' },
      },
    });
    const result = await signIn('custom', { token: 'bad' });
    expect(result).toEqual({ ok: false, error: 'auth.code.invalid', status: 401 });
    expect(calls.some((c) => c.path === '/api/auth/session')).toBe(false);
    expect(seen).toEqual([]);
  });

  it('a refusal without an error in the URL is CredentialsSignin', async () => {
    fakeAuth({
      '/api/auth/csrf': { body: { csrfToken: 'c' } },
      '/api/auth/callback/custom': { status: 401, body: {} },
    });
    expect(await signIn('custom', {})).toEqual({ ok: false, error: 'CredentialsSignin', status: 401 });
  });

  it('signs out with the CSRF token, announces no session and tells the other tabs', async () => {
    const calls = fakeAuth({
      '/api/auth/csrf': { body: { csrfToken: 'csrf-2' } },
      '/api/auth/signout': { body: { url: 'http://localhost/' } },
    });
    await signOut();
    const post = calls.find((c) => c.path === '/api/auth/signout');
    expect(post?.body?.get('csrfToken')).toBe('csrf-2');
    expect(seen).toEqual([null]);
    expect(JSON.parse(localStorage.getItem(SESSION_MESSAGE_KEY)!)).toMatchObject({
      event: 'session',
      data: { trigger: 'signout' },
    });
  });

  it('an empty session object is a guest; broadcast can be turned off', async () => {
    fakeAuth({ '/api/auth/session': { body: {} } });
    expect(await getSession({ broadcast: false })).toBeNull();
    expect(localStorage.getItem(SESSION_MESSAGE_KEY)).toBeNull();
    expect(seen).toEqual([null]);
  });

  it('refuses to sign in when the CSRF token cannot be had', async () => {
    fakeAuth({ '/api/auth/csrf': { status: 500, body: {} } });
    await expect(signIn('custom', {})).rejects.toThrow(/csrf answered 500/);
  });
});
