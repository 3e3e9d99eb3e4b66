import { memberSessionsSchema, sessionsRevokedSchema, type SignInResult } from '@loyalty/contract';
import { DEMO_BUSINESS_ID, NORTHWIND_BUSINESS_ID, memberSessions } from '@loyalty/db';
import { testDatabaseKinds } from '@loyalty/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@loyalty/contract';
import { asAdmin, asMember, freshClientIp } from '../../test-support';
import { createTestClock, signInMember, startTestApi, type TestApi } from '../../testing';
import { createMemberSession } from '../ledger/ledger-test-support';
import { LAST_SEEN_INTERVAL_MS } from './session.service';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const error = (response: { json(): unknown }) => apiErrorSchema.parse(response.json());
/** Code requests are limited per identifier (5 an hour): each sign-in of one address comes 12 minutes later. */
const BETWEEN_SIGN_INS_SECONDS = 12 * 60;
const MAC_FIREFOX = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:133.0) Gecko/20100101 Firefox/133.0';

describe.each(testDatabaseKinds())('member sessions on %s', (kind) => {
  let api: TestApi;
  const clock = createTestClock();
  beforeAll(async () => {
    api = await startTestApi({ databaseKind: kind, clock });
  });
  afterAll(() => api.close());

  /** A new member signed in on two devices, as the sign-in page does it (code, ticket exchange). */
  async function memberOnTwoDevices(): Promise<{ phone: SignInResult; laptop: SignInResult; email: string }> {
    const seed = await createMemberSession(api);
    const email = seed.email!;
    const signIn = (userAgent: string) => {
      clock.advance(BETWEEN_SIGN_INS_SECONDS);
      return signInMember(api, email, { clientIp: freshClientIp()['x-client-ip'], userAgent });
    };
    return { phone: await signIn(ANDROID_CHROME), laptop: await signIn(MAC_FIREFOX), email };
  }

  const call = (method: 'GET' | 'POST', url: string, session: SignInResult) =>
    api.app.inject({ method, url, headers: asMember(api, session) });
  const listOf = async (session: SignInResult) =>
    memberSessionsSchema.parse((await call('GET', '/v1/member/sessions', session)).json()).items;
  const alive = async (session: SignInResult) =>
    (await call('GET', '/v1/member/session', session)).statusCode === 200;

  it('lists the member’s devices by browser and system, the calling one marked', async () => {
    const { phone, laptop } = await memberOnTwoDevices();
    const seenFromPhone = await listOf(phone);
    // The helper's own session (made without a browser) is the third device.
    expect(seenFromPhone.map((item) => [item.deviceLabel, item.current]).sort()).toEqual([
      ['Chrome on Android', true],
      ['Firefox on macOS', false],
      ['Test device', false],
    ]);
    expect((await listOf(laptop)).filter((item) => item.current).map((item) => item.id)).toEqual([
      laptop.sessionId,
    ]);
  });

  it('signs one device out: that one is refused, the other goes on', async () => {
    const { phone, laptop } = await memberOnTwoDevices();
    const revoked = await call('POST', `/v1/member/sessions/${laptop.sessionId}/revoke`, phone);
    expect(revoked.statusCode).toBe(200);
    expect(sessionsRevokedSchema.parse(revoked.json())).toEqual({ revoked: 1 });
    expect(await alive(laptop)).toBe(false);
    expect(await alive(phone)).toBe(true);
    expect((await listOf(phone)).map((item) => item.id)).not.toContain(laptop.sessionId);

    // Ending it again, or a session of another member, is the same 404.
    const again = await call('POST', `/v1/member/sessions/${laptop.sessionId}/revoke`, phone);
    expect(again.statusCode).toBe(404);
    expect(error(again).message).toBe('session.not.found');
    const stranger = await createMemberSession(api);
    const foreign = await call('POST', `/v1/member/sessions/${stranger.sessionId}/revoke`, phone);
    expect(foreign.statusCode).toBe(404);
    expect(await alive(stranger)).toBe(true);
    const malformed = await call('POST', '/v1/member/sessions/not-a-uuid/revoke', phone);
    expect(malformed.statusCode).toBe(400);
  });

  it('signs out everywhere: every session of the member ends, nobody else’s', async () => {
    const { phone, laptop } = await memberOnTwoDevices();
    const stranger = await createMemberSession(api);
    const response = await call('POST', '/v1/member/sessions/revoke-all', laptop);
    expect(response.statusCode).toBe(200);
    expect(sessionsRevokedSchema.parse(response.json()).revoked).toBeGreaterThanOrEqual(2);
    expect(await alive(phone)).toBe(false);
    expect(await alive(laptop)).toBe(false);
    expect(await alive(stranger)).toBe(true);
  });

  it('ends every session with the account: deletion leaves no session row', async () => {
    const { phone, laptop } = await memberOnTwoDevices();
    const deleted = await api.app.inject({
      method: 'POST',
      url: '/v1/member/deletion',
      headers: asMember(api, phone),
      payload: { privacyPolicy: true, rightToErasure: true, objectPersonalData: true },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await alive(phone)).toBe(false);
    expect(await alive(laptop)).toBe(false);
    expect(
      await api.db.select().from(memberSessions).where(eq(memberSessions.memberId, phone.comoMemberId)),
    ).toEqual([]);
  });

  it('moves last-seen forward at most once per interval', async () => {
    const { phone } = await memberOnTwoDevices();
    const lastSeen = async () =>
      (await api.db.select().from(memberSessions).where(eq(memberSessions.id, phone.sessionId)))[0]!
        .lastSeenAt;
    // Signed in a while ago (the second device came 12 minutes later): the first call moves it to now.
    expect(await alive(phone)).toBe(true);
    const first = await lastSeen();
    expect(first.getTime()).toBe(clock().getTime());
    clock.advance(LAST_SEEN_INTERVAL_MS / 1000 - 1);
    expect(await alive(phone)).toBe(true);
    expect(await lastSeen()).toEqual(first);
    clock.advance(2);
    expect(await alive(phone)).toBe(true);
    expect((await lastSeen()).getTime()).toBe(clock().getTime());
  });

  it('lets the admin list and end a member’s sessions, one or all, for a lost phone', async () => {
    const { phone, laptop, email } = await memberOnTwoDevices();
    const base = `/admin/v1/businesses/${DEMO_BUSINESS_ID}/members/${encodeURIComponent(email)}/sessions`;
    const listed = await api.app.inject({ method: 'GET', url: base, headers: asAdmin(api) });
    expect(listed.statusCode).toBe(200);
    const items = memberSessionsSchema.parse(listed.json()).items;
    expect(items.map((item) => item.id)).toEqual(expect.arrayContaining([phone.sessionId, laptop.sessionId]));
    expect(items.every((item) => !item.current)).toBe(true);

    const one = await api.app.inject({
      method: 'POST',
      url: `${base}/revoke`,
      headers: asAdmin(api),
      payload: { sessionId: phone.sessionId },
    });
    expect(sessionsRevokedSchema.parse(one.json())).toEqual({ revoked: 1 });
    expect(await alive(phone)).toBe(false);
    expect(await alive(laptop)).toBe(true);

    const all = await api.app.inject({
      method: 'POST',
      url: `${base}/revoke`,
      headers: asAdmin(api),
      payload: {},
    });
    expect(sessionsRevokedSchema.parse(all.json()).revoked).toBeGreaterThanOrEqual(1);
    expect(await alive(laptop)).toBe(false);

    const elsewhere = await api.app.inject({
      method: 'GET',
      url: `/admin/v1/businesses/${NORTHWIND_BUSINESS_ID}/members/${encodeURIComponent(email)}/sessions`,
      headers: asAdmin(api),
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(error(elsewhere).message).toBe('member.not.found');
    const unauthorised = await api.app.inject({ method: 'GET', url: base });
    expect(unauthorised.statusCode).toBe(401);
  });
});
