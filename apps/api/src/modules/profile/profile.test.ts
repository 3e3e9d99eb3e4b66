import {
  apiErrorSchema,
  memberDetailsSchema,
  profileUpdateResultSchema,
  profileUrlSchema,
  shortUserIdSchema,
  type SignInResult,
} from '@loyalty/contract';
import {
  DEMO_BUSINESS_ID,
  DEMO_MEMBER_EMAIL,
  NORTHWIND_BUSINESS_ID,
  NORTHWIND_MEMBER_EMAIL,
  generateShortId,
  memberBalances,
  members,
} from '@loyalty/db';
import { testDatabaseKinds } from '@loyalty/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asMember, asService, patchSettings, signInDemoMembers } from '../../test-support';
import { createTestClock, openTestSession, startTestApi, type TestApi } from '../../testing';

type Method = 'GET' | 'PUT';

describe.each(testDatabaseKinds())('member details, short id and profile on %s', (kind) => {
  let api: TestApi;
  let demo: SignInResult;
  let northwind: SignInResult;
  const clock = createTestClock();
  beforeAll(async () => {
    api = await startTestApi({ databaseKind: kind, clock });
    ({ demo, northwind } = await signInDemoMembers(api));
  });
  afterAll(() => api.close());

  const error = (response: { json(): unknown }) => apiErrorSchema.parse(response.json());
  const call = (method: Method, url: string, session: SignInResult, payload?: unknown, businessId?: string) =>
    api.app.inject({
      method,
      url,
      headers: { ...asMember(api, session), ...(businessId ? { 'x-business-id': businessId } : {}) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const details = async (session: SignInResult) => {
    const response = await call('GET', '/v1/member/details', session);
    expect(response.statusCode).toBe(200);
    return memberDetailsSchema.parse(response.json());
  };

  /** A consenting member created directly, signed in now (the member-session check needs nothing more). */
  let counter = 0;
  const newMember = async (
    values: Partial<typeof members.$inferInsert> = {},
    businessId = DEMO_BUSINESS_ID,
  ): Promise<SignInResult> => {
    counter += 1;
    const [row] = await api.db
      .insert(members)
      .values({
        businessId,
        shortId: generateShortId(),
        email: `profile-${counter}@example.com`,
        hasConsent: true,
        ...values,
      })
      .returning();
    if (!row) throw new Error('no member');
    return openTestSession(api.db, row, clock().getTime());
  };

  describe('GET /v1/member/details', () => {
    it('answers the member with zero balances when the ledger holds none', async () => {
      expect(await details(demo)).toEqual({
        member: {
          comoMemberId: demo.comoMemberId,
          email: DEMO_MEMBER_EMAIL,
          phone: '+15555550100',
          firstName: 'Dana',
          lastName: 'Demo',
          birthday: null,
          language: expect.any(String) as string,
          creditBalance: { balance: { monetary: 0, nonMonetary: 0 } },
          pointsBalance: { balance: { monetary: 0, nonMonetary: 0 } },
        },
        hasConsent: true,
        hasMissingMandatoryFields: false,
        missingMandatoryFields: [],
      });
    });

    it("splits the balances by the business's balance types", async () => {
      const member = await newMember({ firstName: 'Bal', lastName: 'Ance' });
      await api.db.insert(memberBalances).values([
        { businessId: DEMO_BUSINESS_ID, memberId: member.comoMemberId, type: 'credit', balance: 1250 },
        {
          businessId: DEMO_BUSINESS_ID,
          memberId: member.comoMemberId,
          type: 'point',
          balance: 30_000_000_000,
        },
      ]);
      const defaults = await details(member);
      expect(defaults.member.creditBalance).toEqual({ balance: { monetary: 1250, nonMonetary: 0 } });
      expect(defaults.member.pointsBalance).toEqual({
        balance: { monetary: 0, nonMonetary: 30_000_000_000 },
      });

      await patchSettings(api, DEMO_BUSINESS_ID, {
        creditsBalanceType: 'non-monetary',
        pointsBalanceType: 'monetary',
      });
      try {
        const swapped = await details(member);
        expect(swapped.member.creditBalance).toEqual({ balance: { monetary: 0, nonMonetary: 1250 } });
        expect(swapped.member.pointsBalance).toEqual({
          balance: { monetary: 30_000_000_000, nonMonetary: 0 },
        });
      } finally {
        await patchSettings(api, DEMO_BUSINESS_ID, {
          creditsBalanceType: 'monetary',
          pointsBalanceType: 'non-monetary',
        });
      }
      // Another member's balances are not this member's.
      expect((await details(demo)).member.creditBalance.balance.monetary).toBe(0);
    });

    it("lists the business's mandatory fields the member has not filled in", async () => {
      const member = await newMember({ firstName: ' ' });
      const answer = await details(member);
      expect(answer.hasMissingMandatoryFields).toBe(true);
      expect(answer.missingMandatoryFields).toEqual(['firstName', 'lastName']);

      const reader = await newMember(
        { email: null, phone: '+972501110001', firstName: 'R' },
        NORTHWIND_BUSINESS_ID,
      );
      expect((await details(reader)).missingMandatoryFields).toEqual(['lastName', 'email', 'birthday']);
    });
  });

  describe('GET /v1/member/short-id', () => {
    it('is stable across calls, the stored code, and differs between members', async () => {
      const first = await call('GET', '/v1/member/short-id', demo);
      expect(first.statusCode).toBe(200);
      const { id } = shortUserIdSchema.parse(first.json());
      expect(id).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
      expect(shortUserIdSchema.parse((await call('GET', '/v1/member/short-id', demo)).json()).id).toBe(id);
      const [row] = await api.db.select().from(members).where(eq(members.id, demo.comoMemberId));
      expect(row?.shortId).toBe(id);

      const other = shortUserIdSchema.parse(
        (await call('GET', '/v1/member/short-id', await newMember())).json(),
      );
      expect(other.id).not.toBe(id);
    });
  });

  describe('GET /v1/member/profile-url', () => {
    it('answers the relative URL of the profile-update page', async () => {
      const response = await call('GET', '/v1/member/profile-url', demo);
      expect(response.statusCode).toBe(200);
      expect(profileUrlSchema.parse(response.json())).toEqual({ url: '/member/update-user-profile' });
    });
  });

  describe('PUT /v1/member/profile', () => {
    it('updates the member, normalises identifiers and clears missing fields', async () => {
      const member = await newMember();
      expect((await details(member)).missingMandatoryFields).toEqual(['firstName', 'lastName']);
      const response = await call('PUT', '/v1/member/profile', member, {
        firstName: ' Pat ',
        lastName: 'Lee',
        email: ' Pat.Lee@Example.COM ',
        phone: '(555) 555-0142',
        birthday: '1990-02-28',
        language: 'es',
      });
      expect(response.statusCode).toBe(200);
      expect(profileUpdateResultSchema.parse(response.json())).toEqual({
        data: { commonExtId: member.comoMemberId, legacyToken: null, result: 'updated' },
      });
      const after = await details(member);
      expect(after.member).toMatchObject({
        firstName: 'Pat',
        lastName: 'Lee',
        email: 'pat.lee@example.com',
        phone: '+15555550142',
        birthday: '1990-02-28',
        language: 'es',
      });
      expect(after.hasMissingMandatoryFields).toBe(false);
      expect(after.missingMandatoryFields).toEqual([]);

      // A partial update leaves the other fields alone; the member's own identifiers are no conflict.
      const partial = await call('PUT', '/v1/member/profile', member, {
        lastName: 'Leigh',
        email: 'PAT.LEE@example.com',
        phone: '+1 555 555 0142',
      });
      expect(partial.statusCode).toBe(200);
      expect((await details(member)).member).toMatchObject({ firstName: 'Pat', lastName: 'Leigh' });
    });

    it("answers 409 with the identifier's key when another member of the business holds it", async () => {
      const member = await newMember({ firstName: 'C', lastName: 'D' });
      const email = await call('PUT', '/v1/member/profile', member, {
        email: DEMO_MEMBER_EMAIL.toUpperCase(),
      });
      expect(email.statusCode).toBe(409);
      expect(error(email)).toEqual({ code: 'CONFLICT', message: 'register.unique.identifier.exists.email' });
      const phone = await call('PUT', '/v1/member/profile', member, {
        firstName: 'X',
        phone: '555.555.0100',
      });
      expect(phone.statusCode).toBe(409);
      expect(error(phone)).toEqual({ code: 'CONFLICT', message: 'register.unique.identifier.exists.phone' });
      // Nothing of a refused update is stored.
      expect((await details(member)).member.firstName).toBe('C');

      // Another business's member's address is free here.
      const free = await call('PUT', '/v1/member/profile', member, { email: NORTHWIND_MEMBER_EMAIL });
      expect(free.statusCode).toBe(200);
      expect((await details(member)).member.email).toBe(NORTHWIND_MEMBER_EMAIL);
    });

    it('answers 400 with every failing field', async () => {
      const member = await newMember({ firstName: 'V', lastName: 'W' });
      const response = await call('PUT', '/v1/member/profile', member, {
        firstName: '  ',
        lastName: 'x'.repeat(81),
        email: 'not an address',
        phone: '12',
        birthday: '2023-02-30',
        language: 'not a locale',
      });
      expect(response.statusCode).toBe(400);
      const body = error(response);
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.message).toBe('validation.failed');
      expect(body.issues).toEqual(
        expect.arrayContaining([
          { path: 'firstName', message: 'validation.required' },
          { path: 'lastName', message: 'validation.too.long' },
          { path: 'email', message: 'validation.email.not.in.right.format' },
          { path: 'phone', message: 'validation.phone.not.in.right.format' },
          { path: 'birthday', message: 'validation.birthday.not.in.right.format' },
          { path: 'language', message: 'validation.locale' },
        ]),
      );
      // A well-formed language the business does not offer.
      const language = await call('PUT', '/v1/member/profile', member, { language: 'fr' });
      expect(language.statusCode).toBe(400);
      expect(error(language).issues).toEqual([{ path: 'language', message: 'validation.locale' }]);
      expect((await call('PUT', '/v1/member/profile', member, ['text'])).statusCode).toBe(400);
      expect((await details(member)).member.firstName).toBe('V');
    });
  });

  describe('member session', () => {
    const routes: [Method, string, unknown?][] = [
      ['GET', '/v1/member/details'],
      ['GET', '/v1/member/short-id'],
      ['GET', '/v1/member/profile-url'],
      ['PUT', '/v1/member/profile', { firstName: 'Intruder' }],
    ];

    it.each(routes)('%s %s answers 401 without member headers', async (method, url, payload) => {
      const response = await api.app.inject({
        method,
        url,
        headers: asService(api, DEMO_BUSINESS_ID),
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });
      expect(response.statusCode).toBe(401);
      expect(error(response)).toEqual({ code: 'UNAUTHORIZED', message: 'auth.unauthorized' });
    });

    it.each(routes)("%s %s refuses another business's member", async (method, url, payload) => {
      const response = await call(method, url, northwind, payload, DEMO_BUSINESS_ID);
      expect(response.statusCode).toBe(401);
      expect(error(response).message).toBe('auth.unauthorized');
    });

    it.each(routes)('%s %s refuses a revoked session', async (method, url, payload) => {
      const member = await newMember({ firstName: 'Old', lastName: 'Session' });
      clock.advance(1);
      await api.db
        .update(members)
        .set({ sessionsValidAfter: clock() })
        .where(eq(members.id, member.comoMemberId));
      const response = await call(method, url, member, payload);
      expect(response.statusCode).toBe(401);
      expect(error(response)).toEqual({ code: 'UNAUTHORIZED', message: 'auth.session.revoked' });
      expect((await details({ ...member, authTime: clock().getTime() })).member.firstName).toBe('Old');
    });
  });
});
