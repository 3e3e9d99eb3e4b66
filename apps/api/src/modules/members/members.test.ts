import { apiErrorSchema, memberListSchema, memberSummarySchema } from '@loyalty/contract';
import {
  DEMO_BUSINESS_ID,
  DEMO_MEMBER_EMAIL,
  DEMO_MEMBER_PHONE,
  NORTHWIND_BUSINESS_ID,
  NORTHWIND_MEMBER_EMAIL,
  generateShortId,
  members,
} from '@loyalty/db';
import { testDatabaseKinds } from '@loyalty/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin } from '../../test-support';
import { startTestApi, type TestApi } from '../../testing';
import { missingMandatoryFields } from './members.service';

describe.each(testDatabaseKinds())('admin members on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ databaseKind: kind });
    // Eleven more bean-leaf members, created one after the other so that "newest first" is well defined.
    for (let i = 1; i <= 11; i++) {
      await api.db.insert(members).values({
        businessId: DEMO_BUSINESS_ID,
        email: `guest${i}@example.com`,
        firstName: 'Guest',
        lastName: `Number ${i}`,
        shortId: generateShortId(),
        createdAt: new Date(Date.UTC(2030, 0, i)),
      });
    }
  });
  afterAll(() => api.close());

  const get = (url: string) => api.app.inject({ method: 'GET', url, headers: asAdmin(api) });
  const base = `/admin/v1/businesses/${DEMO_BUSINESS_ID}/members`;

  it('pages through the members, newest first, with the total', async () => {
    const first = memberListSchema.parse((await get(`${base}?limit=5`)).json());
    expect(first.total).toBe(12);
    expect(first.items.map((member) => member.email)).toEqual([
      'guest11@example.com',
      'guest10@example.com',
      'guest9@example.com',
      'guest8@example.com',
      'guest7@example.com',
    ]);
    const last = memberListSchema.parse((await get(`${base}?limit=5&offset=10`)).json());
    expect(last.items.map((member) => member.email)).toEqual(['guest1@example.com', DEMO_MEMBER_EMAIL]);
    expect(last.items.every((member) => member.businessId === DEMO_BUSINESS_ID)).toBe(true);
  });

  it('searches e-mail, phone, name and short id, case-insensitively', async () => {
    const byName = memberListSchema.parse(
      (await get(`${base}?search=${encodeURIComponent('dana demo')}`)).json(),
    );
    expect(byName.items.map((member) => member.email)).toEqual([DEMO_MEMBER_EMAIL]);
    const byPhone = memberListSchema.parse((await get(`${base}?search=5550100`)).json());
    expect(byPhone.total).toBe(1);
    const byEmail = memberListSchema.parse((await get(`${base}?search=GUEST1`)).json());
    expect(byEmail.items.map((member) => member.email)).toEqual([
      'guest11@example.com',
      'guest10@example.com',
      'guest1@example.com',
    ]);
    // `%` is searched for literally, not as a wildcard.
    expect(memberListSchema.parse((await get(`${base}?search=%25`)).json()).total).toBe(0);
    // Another business's member is never found.
    expect(memberListSchema.parse((await get(`${base}?search=reader`)).json()).total).toBe(0);
  });

  it('answers 400 with issues for an invalid page', async () => {
    const response = await get(`${base}?limit=0&offset=-1`);
    expect(response.statusCode).toBe(400);
    expect(
      apiErrorSchema
        .parse(response.json())
        .issues?.map((issue) => issue.path)
        .sort(),
    ).toEqual(['limit', 'offset']);
  });

  it('shows a member by id, e-mail (any case) or phone (any formatting)', async () => {
    const byEmail = memberSummarySchema.parse(
      (await get(`${base}/${encodeURIComponent('Demo@Example.com')}`)).json(),
    );
    expect(byEmail).toMatchObject({
      email: DEMO_MEMBER_EMAIL,
      phone: DEMO_MEMBER_PHONE,
      firstName: 'Dana',
      lastName: 'Demo',
      hasConsent: true,
    });
    const byId = memberSummarySchema.parse((await get(`${base}/${byEmail.id}`)).json());
    expect(byId).toEqual(byEmail);
    const byPhone = memberSummarySchema.parse(
      (await get(`${base}/${encodeURIComponent('+1 (555) 555-0100')}`)).json(),
    );
    expect(byPhone).toEqual(byEmail);
  });

  it("answers 404 member.not.found for an unknown member and for another business's member", async () => {
    const northwindMember = memberSummarySchema.parse(
      (await get(`/admin/v1/businesses/${NORTHWIND_BUSINESS_ID}/members/${NORTHWIND_MEMBER_EMAIL}`)).json(),
    );
    for (const ref of ['nobody@example.com', '+15550000000', northwindMember.id, NORTHWIND_MEMBER_EMAIL]) {
      const response = await get(`${base}/${encodeURIComponent(ref)}`);
      expect(response.statusCode).toBe(404);
      expect(apiErrorSchema.parse(response.json())).toEqual({
        code: 'NOT_FOUND',
        message: 'member.not.found',
      });
    }
  });

  it('answers 404 business.not.found for an unknown business', async () => {
    for (const url of [
      '/admin/v1/businesses/no-such-business/members',
      `/admin/v1/businesses/no-such-business/members/${DEMO_MEMBER_EMAIL}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(apiErrorSchema.parse(response.json()).message).toBe('business.not.found');
    }
  });

  it('imports a member without consent, identifiers stored as sign-in finds them', async () => {
    const post = (payload: Record<string, unknown>, businessId = DEMO_BUSINESS_ID) =>
      api.app.inject({
        method: 'POST',
        url: `/admin/v1/businesses/${businessId}/members`,
        headers: asAdmin(api),
        payload,
      });
    const created = await post({
      email: ' Imported.One@Example.com ',
      phone: '555-555-0177',
      firstName: 'Ima',
    });
    expect(created.statusCode).toBe(201);
    expect(memberSummarySchema.parse(created.json())).toMatchObject({
      businessId: DEMO_BUSINESS_ID,
      email: 'imported.one@example.com',
      phone: '+15555550177',
      firstName: 'Ima',
      lastName: null,
      hasConsent: false,
    });
    for (const [payload, status, message] of [
      [{ email: 'IMPORTED.one@example.com' }, 409, 'register.unique.identifier.exists.email'],
      [{ phone: DEMO_MEMBER_PHONE }, 409, 'register.unique.identifier.exists.phone'],
      [{ firstName: 'No identifier' }, 400, 'validation.failed'],
      [{ email: 'not an address' }, 400, 'validation.failed'],
    ] as const) {
      const refused = await post(payload);
      expect(refused.statusCode).toBe(status);
      expect(apiErrorSchema.parse(refused.json()).message).toBe(message);
    }
    expect((await post({ email: 'x@example.com' }, 'no-such-business')).statusCode).toBe(404);
  });
});

describe('missing mandatory fields', () => {
  const member = { firstName: 'Dana', lastName: ' ', email: null, phone: '+15555550100', birthday: null };
  it("lists the business's mandatory fields the member left empty", () => {
    expect(missingMandatoryFields(member, { mandatoryFields: ['firstName', 'lastName'] })).toEqual([
      'lastName',
    ]);
    expect(
      missingMandatoryFields(member, { mandatoryFields: ['firstName', 'email', 'phone', 'birthday'] }),
    ).toEqual(['email', 'birthday']);
    expect(missingMandatoryFields(member, { mandatoryFields: [] })).toEqual([]);
  });
});
