import {
  friendReferralSchema,
  pointsSummarySchema,
  registrationResultSchema,
  type SignInResult,
} from '@loyalty/contract';
import { DEMO_BUSINESS_ID, NORTHWIND_BUSINESS_ID, ledgerEntries, referrals } from '@loyalty/db';
import { testDatabaseKinds } from '@loyalty/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asService, freshClientIp } from '../../test-support';
import { startTestApi, verifyIdentifier, type TestApi } from '../../testing';
import { patchSettings } from '../../test-support';
import { createMemberSession, memberGet } from '../ledger/ledger-test-support';

describe.each(testDatabaseKinds())('friend referral on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ databaseKind: kind });
    await patchSettings(api, DEMO_BUSINESS_ID, { referralReward: { type: 'point', amount: 500 } });
  });
  afterAll(() => api.close());

  const referralOf = async (session: SignInResult) =>
    friendReferralSchema.parse((await memberGet(api, session, '/v1/member/referral')).json());
  const pointsOf = async (session: SignInResult) =>
    pointsSummarySchema.parse((await memberGet(api, session, '/v1/member/points')).json()).points;

  let registrations = 0;
  /** Registers a new member through the API as the sign-in page does, with a referral code. */
  const register = async (businessId: string, referralCode?: string) => {
    registrations += 1;
    const identifier = `referred-${kind}-${registrations}@example.com`;
    const ip = freshClientIp();
    const verified = await verifyIdentifier(api, identifier, { businessId, clientIp: Object.values(ip)[0] });
    if (verified.status !== 'registration-required') throw new Error(verified.status);
    const response = await api.app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      headers: { ...asService(api, businessId), ...ip },
      payload: {
        ticket: verified.ticket,
        consent: true,
        firstName: 'New',
        // Northwind asks every newcomer for a birthday.
        birthday: '1990-05-17',
        ...(referralCode ? { referralCode } : {}),
      },
    });
    expect(response.statusCode).toBe(201);
    registrationResultSchema.parse(response.json());
    const exchanged = await api.app.inject({
      method: 'POST',
      url: '/v1/auth/tickets/exchange',
      headers: asService(api, businessId),
      payload: { ticket: response.json<{ ticket: string }>().ticket },
    });
    return exchanged.json<SignInResult>();
  };

  it('gives each member one stable code and link, made on the first request', async () => {
    const session = await createMemberSession(api);
    const [first, second] = await Promise.all([referralOf(session), referralOf(session)]);
    expect(first).toEqual(second);
    expect(first.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(first).toMatchObject({
      path: `/auth/signin?ref=${first.code}`,
      reward: { type: 'point', amount: 500 },
      referredCount: 0,
      earned: { point: 0, credit: 0 },
    });
    const other = await createMemberSession(api);
    expect((await referralOf(other)).code).not.toBe(first.code);
    const northwind = await createMemberSession(api, NORTHWIND_BUSINESS_ID);
    expect((await referralOf(northwind)).reward).toBeNull();
  });

  it('credits both sides once when a new member registers with a code of the same business', async () => {
    const referrer = await createMemberSession(api);
    const { code } = await referralOf(referrer);
    const newcomer = await register(DEMO_BUSINESS_ID, code.toLowerCase());
    expect(await pointsOf(newcomer)).toBe(500);
    expect(await pointsOf(referrer)).toBe(500);
    expect((await referralOf(referrer)).referredCount).toBe(1);
    const entries = await api.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.memberId, newcomer.comoMemberId));
    expect(entries).toEqual([expect.objectContaining({ operation: 'referral', amount: 500 })]);

    // A second newcomer rewards the referrer again (once per referred member), never the first one twice.
    await register(DEMO_BUSINESS_ID, code);
    expect(await pointsOf(referrer)).toBe(1000);
    expect(await pointsOf(newcomer)).toBe(500);
    expect(await referralOf(referrer)).toMatchObject({
      referredCount: 2,
      earned: { point: 1000, credit: 0 },
    });
    // The newcomer's own reward was for being referred, not for referring.
    expect((await referralOf(newcomer)).earned).toEqual({ point: 0, credit: 0 });
    const rows = await api.db
      .select()
      .from(referrals)
      .where(eq(referrals.referrerMemberId, referrer.comoMemberId));
    expect(rows).toHaveLength(2);
  });

  it("ignores an unknown code and another business's code: the registration still succeeds", async () => {
    const northwindReferrer = await createMemberSession(api, NORTHWIND_BUSINESS_ID);
    const { code } = await referralOf(northwindReferrer);
    const viaForeign = await register(DEMO_BUSINESS_ID, code);
    expect(await pointsOf(viaForeign)).toBe(0);
    expect((await referralOf(northwindReferrer)).referredCount).toBe(0);
    const viaUnknown = await register(DEMO_BUSINESS_ID, 'ZZZZZZZZ');
    expect(await pointsOf(viaUnknown)).toBe(0);
    // Northwind has no reward: the referral is recorded, nobody is credited.
    const northwindNewcomer = await register(NORTHWIND_BUSINESS_ID, code);
    expect(await pointsOf(northwindNewcomer)).toBe(0);
    expect((await referralOf(northwindReferrer)).referredCount).toBe(1);
  });
});
