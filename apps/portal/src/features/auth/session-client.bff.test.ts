import { JSDOM } from 'jsdom';
import { http } from 'msw';
import NextAuth from 'next-auth';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestClock,
  memberSessionHeaders,
  signInMember,
  startTestApi,
  verifyIdentifier,
} from '@loyalty/api/testing';
import { loyaltyApi, pathOf } from '@loyalty/contract';
import { DEMO_MEMBER_EMAIL } from '@loyalty/db';
import { pointPortalAt } from '@/test-utils/bff';
import { network } from '../../../../../scripts/test-setup/no-stray-network';

// The page's globals (its address and storage) from jsdom; the test itself runs on Node, beside the real API.
const ORIGIN = 'http://localhost:3100';
const page = new JSDOM('', { url: `${ORIGIN}/member/profile` }).window;
Object.assign(globalThis, { window: page, location: page.location, localStorage: page.localStorage });
const { getSession, onSessionRead, SESSION_MESSAGE_KEY, signIn, signOut } = await import('./session-client');

/**
 * The browser's session client against next-auth's real route handler, in process: the page's fetches to
 * /api/auth/* are handed to the portal's [...nextauth] route (with a cookie jar standing in for the browser's),
 * whose providers ask the real loyalty API to exchange sign-in tickets.
 */
const clock = createTestClock();
const api = await startTestApi({ clock });
pointPortalAt(api);
process.env.NEXTAUTH_URL = 'http://localhost:3100';
afterAll(() => api.close());
const { getAuthOptions } = await import('@/server/auth/auth-options');

const jar = new Map<string, string>();
const seenByServer: { path: string; method: string; form: Record<string, string> }[] = [];

/**
 * next-auth's own handler with the portal's options (providers, callbacks, sign-out event), called through its
 * request/response adapter: its App Router adapter reads the request from next/headers, which only exists inside
 * a running Next server. The jar stands in for the browser's cookies.
 */
async function nextAuth(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const body = request.method === 'POST' ? await request.text() : undefined;
  const form = Object.fromEntries(new URLSearchParams(body ?? ''));
  seenByServer.push({ path: url.pathname, method: request.method, form });
  let status = 200;
  const headers = new Headers();
  let payload: string | undefined;
  const res = {
    status(code: number) {
      status = code;
      return res;
    },
    setHeader(name: string, value: string | string[]) {
      headers.delete(name);
      for (const v of [value].flat()) headers.append(name, v);
      return res;
    },
    getHeader: (name: string) =>
      name.toLowerCase() === 'set-cookie' ? headers.getSetCookie() : headers.get(name),
    json(value: unknown) {
      headers.set('content-type', 'application/json');
      payload = JSON.stringify(value);
    },
    send(value: unknown) {
      payload = typeof value === 'string' ? value : JSON.stringify(value);
      if (typeof value !== 'string') headers.set('content-type', 'application/json');
    },
    end() {},
  };
  await NextAuth(
    {
      method: request.method,
      query: {
        ...Object.fromEntries(url.searchParams),
        nextauth: url.pathname.replace('/api/auth/', '').split('/'),
      },
      body: form,
      cookies: Object.fromEntries(jar),
      headers: { host: 'localhost:3100', origin: ORIGIN, ...Object.fromEntries(request.headers) },
    } as never,
    res as never,
    getAuthOptions(),
  );
  for (const cookie of headers.getSetCookie()) {
    const [pair = ''] = cookie.split(';');
    const [name = '', ...value] = pair.split('=');
    if (/max-age=0|expires=thu, 01 jan 1970/i.test(cookie)) jar.delete(name);
    // Kept decoded, as a server framework hands cookies to next-auth.
    else jar.set(name, decodeURIComponent(value.join('=')));
  }
  return new Response(payload, { status, headers });
}

network.use(http.all(`${ORIGIN}/api/auth/*`, ({ request }) => nextAuth(request)));

let ipCounter = 0;
async function ticketFor(identifier: string): Promise<string> {
  // Past the resend pause of the code sent for the previous test.
  clock.advance(31);
  const verified = await verifyIdentifier(api, identifier, { clientIp: `203.0.113.${++ipCounter}` });
  if (verified.status !== 'authenticated') throw new Error(`${identifier}: ${verified.status}`);
  return verified.ticket;
}

describe('session client against next-auth and the loyalty API', () => {
  const seen: ({ user?: { email?: string | null } } | null)[] = [];
  let stop: () => void;
  beforeEach(() => {
    localStorage.clear();
    jar.clear();
    seen.length = 0;
    seenByServer.length = 0;
    stop = onSessionRead((session) => seen.push(session));
  });
  afterEach(() => stop());

  it('signs in with a ticket: CSRF token first, then the session is read, announced and broadcast', async () => {
    const result = await signIn('custom', { token: await ticketFor(DEMO_MEMBER_EMAIL) }, `${ORIGIN}/x`);
    expect(result).toEqual({ ok: true, error: null, status: 200 });
    expect(seenByServer.map((s) => `${s.method} ${s.path}`)).toEqual([
      'GET /api/auth/csrf',
      'POST /api/auth/callback/custom',
      'GET /api/auth/session',
    ]);
    expect(seenByServer[1]?.form).toMatchObject({ callbackUrl: `${ORIGIN}/x`, json: 'true' });
    expect(seenByServer[1]?.form.csrfToken).toMatch(/^[0-9a-f]{64}$/);
    expect([...jar.keys()]).toContain('next-auth.session-token');
    expect(seen).toHaveLength(1);
    expect(seen[0]?.user?.email).toBe(DEMO_MEMBER_EMAIL);
    expect(JSON.parse(localStorage.getItem(SESSION_MESSAGE_KEY)!)).toMatchObject({ event: 'session' });
    expect((await getSession({ broadcast: false }))?.user?.email).toBe(DEMO_MEMBER_EMAIL);
  });

  it("reports the API's refusal as next-auth hands it back, and reads no session", async () => {
    const result = await signIn('custom', { token: 'not-a-ticket-0123456789' });
    expect(result).toEqual({ ok: false, error: 'auth.ticket.invalid', status: 401 });
    expect(seenByServer.some((s) => s.path === '/api/auth/session')).toBe(false);
    expect(seen).toEqual([]);
    expect(await getSession({ broadcast: false })).toBeNull();
  });

  it('signs out: the cookie is gone, the other tabs are told, and the API ends this session only', async () => {
    clock.advance(31);
    // The member is signed in on another device too.
    const otherDevice = await signInMember(api, DEMO_MEMBER_EMAIL, { clientIp: `203.0.113.${++ipCounter}` });
    await signIn('custom', { token: await ticketFor(DEMO_MEMBER_EMAIL) });
    expect(await getSession({ broadcast: false })).not.toBeNull();
    const sessionsUrl = `${api.url}${pathOf(loyaltyApi.admin.members.sessions, {
      businessId: otherDevice.businessId,
      memberRef: otherDevice.comoMemberId,
    })}`;
    const liveSessions = async () => {
      const response = await fetch(sessionsUrl, { headers: { authorization: `Bearer ${api.adminToken}` } });
      return ((await response.json()) as { items: { id: string }[] }).items.map((item) => item.id);
    };
    const before = await liveSessions();
    const thisBrowser = before.filter((id) => id !== otherDevice.sessionId);
    expect(before).toContain(otherDevice.sessionId);
    expect(thisBrowser.length).toBeGreaterThan(0);
    const asSession = (sessionId: string) =>
      fetch(`${api.url}${loyaltyApi.session.claims.path}`, {
        headers: {
          authorization: `Bearer ${api.serviceToken}`,
          ...memberSessionHeaders({ ...otherDevice, sessionId }),
        },
      });
    seen.length = 0;
    await signOut();
    expect(seenByServer.at(-1)).toMatchObject({ method: 'POST', path: '/api/auth/signout' });
    expect(seen).toEqual([null]);
    expect(JSON.parse(localStorage.getItem(SESSION_MESSAGE_KEY)!)).toMatchObject({
      event: 'session',
      data: { trigger: 'signout' },
    });
    expect(await getSession({ broadcast: false })).toBeNull();
    // The sign-out event ended this browser's session at the API; the other device stays signed in.
    const after = await liveSessions();
    expect(after).toContain(otherDevice.sessionId);
    expect(after.filter((id) => thisBrowser.includes(id))).toHaveLength(thisBrowser.length - 1);
    expect((await asSession(otherDevice.sessionId)).status).toBe(200);
  });

  it('an empty session object is a guest, and broadcast can be turned off', async () => {
    expect(await getSession({ broadcast: false })).toBeNull();
    expect(localStorage.getItem(SESSION_MESSAGE_KEY)).toBeNull();
    expect(seen).toEqual([null]);
  });
});
