import { apiErrorSchema, feedbackResultSchema, outboxListSchema, type SignInResult } from '@loyalty/contract';
import {
  DEMO_BUSINESS_ID,
  NORTHWIND_BUSINESS_ID,
  NORTHWIND_MEMBER_EMAIL,
  feedback,
  generateShortId,
  members,
} from '@loyalty/db';
import { testDatabaseKinds } from '@loyalty/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asMember, asService, patchSettings, signInDemoMembers } from '../../test-support';
import { createTestClock, openTestSession, startTestApi, type TestApi } from '../../testing';
import type { DeliveryAdapter } from '../delivery/delivery-adapter';

const BEAN_LEAF_FEEDBACK = 'hello@bean-leaf.example.com';
const NORTHWIND_FEEDBACK = 'readers@northwind.example.com';

describe.each(testDatabaseKinds())('member feedback on %s', (kind) => {
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
  const send = (session: SignInResult, payload: unknown, businessId?: string) =>
    api.app.inject({
      method: 'POST',
      url: '/v1/member/feedback',
      headers: { ...asMember(api, session), ...(businessId ? { 'x-business-id': businessId } : {}) },
      payload: payload as Record<string, unknown>,
    });
  const outbox = async (query: Record<string, string>) =>
    outboxListSchema.parse(
      (await api.app.inject({ method: 'GET', url: '/dev/outbox', query: { limit: '200', ...query } })).json(),
    );
  const stored = (memberId: string) => api.db.select().from(feedback).where(eq(feedback.memberId, memberId));

  let counter = 0;
  const newMember = async (businessId = DEMO_BUSINESS_ID): Promise<SignInResult> => {
    counter += 1;
    const [row] = await api.db
      .insert(members)
      .values({
        businessId,
        shortId: generateShortId(),
        email: `feedback-${counter}@example.com`,
        firstName: 'Fee',
        lastName: 'Back',
        hasConsent: true,
      })
      .returning();
    if (!row) throw new Error('no member');
    return openTestSession(api.db, row, clock().getTime());
  };
  const setFeedbackEmail = (businessId: string, feedbackEmail: string | null) =>
    patchSettings(api, businessId, { feedbackEmail });

  it("stores the feedback and e-mails it to the business's feedback address only", async () => {
    const subject = `Lovely flat white ${kind}`;
    const response = await send(demo, {
      data: { email: ' dana@example.com ', subject, message: 'Line one\nline two' },
      recaptchaData: {},
    });
    expect(response.statusCode).toBe(200);
    expect(feedbackResultSchema.parse(response.json())).toEqual({ sent: true });

    const rows = await stored(demo.comoMemberId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      businessId: DEMO_BUSINESS_ID,
      email: 'dana@example.com',
      subject,
      message: 'Line one\nline two',
    });

    const [mail, ...more] = await outbox({ recipient: BEAN_LEAF_FEEDBACK });
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      businessId: DEMO_BUSINESS_ID,
      channel: 'email',
      subject: `Feedback: ${subject}`,
    });
    expect(mail?.body).toContain('dana@example.com');
    expect(mail?.body).toContain('Line one\nline two');

    // Northwind's member writes to Northwind: its address gets it, bean-leaf's nothing of it.
    const theirs = await send(northwind, {
      data: { email: NORTHWIND_MEMBER_EMAIL, subject: 'Books', message: 'More' },
    });
    expect(theirs.statusCode).toBe(200);
    const northwindMail = await outbox({ recipient: NORTHWIND_FEEDBACK });
    expect(northwindMail).toHaveLength(1);
    expect(northwindMail[0]?.businessId).toBe(NORTHWIND_BUSINESS_ID);
    expect(northwindMail[0]?.body).not.toContain(subject);
    expect(await outbox({ recipient: BEAN_LEAF_FEEDBACK, businessId: NORTHWIND_BUSINESS_ID })).toEqual([]);
    expect(await outbox({ recipient: BEAN_LEAF_FEEDBACK })).toHaveLength(1);
    expect((await stored(northwind.comoMemberId))[0]?.businessId).toBe(NORTHWIND_BUSINESS_ID);
  });

  it('answers 400 with the feedback form keys', async () => {
    const member = await newMember();
    const empty = await send(member, { data: { email: '', subject: ' ', message: '' } });
    expect(empty.statusCode).toBe(400);
    expect(error(empty)).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'validation.failed',
      issues: [
        { path: 'data.email', message: 'profile-page.feedback.empty.email' },
        { path: 'data.subject', message: 'profile-page.feedback.empty.subject' },
        { path: 'data.message', message: 'profile-page.feedback.empty.message' },
      ],
    });
    const malformed = await send(member, { data: { email: 'dana@example', subject: 'S', message: 'M' } });
    expect(error(malformed).issues).toEqual([
      { path: 'data.email', message: 'profile-page.feedback.not.in.right.format' },
    ]);
    const missing = await send(member, { data: {} });
    expect(error(missing).issues?.map((issue) => issue.message)).toEqual([
      'profile-page.feedback.empty.email',
      'profile-page.feedback.empty.subject',
      'profile-page.feedback.empty.message',
    ]);
    expect((await send(member, { email: 'a@b.co' })).statusCode).toBe(400);
    expect(await stored(member.comoMemberId)).toEqual([]);
  });

  it('only stores the feedback when the business has no feedback address', async () => {
    const member = await newMember(NORTHWIND_BUSINESS_ID);
    const before = await outbox({ businessId: NORTHWIND_BUSINESS_ID });
    await setFeedbackEmail(NORTHWIND_BUSINESS_ID, null);
    try {
      const response = await send(member, {
        data: { email: 'x@example.com', subject: 'Quiet', message: 'Hi' },
      });
      expect(response.statusCode).toBe(200);
      expect(feedbackResultSchema.parse(response.json())).toEqual({ sent: true });
    } finally {
      await setFeedbackEmail(NORTHWIND_BUSINESS_ID, NORTHWIND_FEEDBACK);
    }
    expect(await stored(member.comoMemberId)).toHaveLength(1);
    expect(await outbox({ businessId: NORTHWIND_BUSINESS_ID })).toEqual(before);
  });

  it('takes 5 an hour per member, then 429 with Retry-After', async () => {
    const member = await newMember();
    const other = await newMember();
    const body = { data: { email: 'r@example.com', subject: 'Again', message: 'And again' } };
    for (let i = 0; i < 5; i++) expect((await send(member, body)).statusCode).toBe(200);
    const refused = await send(member, body);
    expect(refused.statusCode).toBe(429);
    expect(error(refused)).toEqual({ code: 'RATE_LIMITED', message: 'profile-page.feedback.throttled' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(await stored(member.comoMemberId)).toHaveLength(5);
    // Another member is not held back.
    expect((await send(other, body)).statusCode).toBe(200);

    clock.advance(3600);
    expect((await send(member, body)).statusCode).toBe(200);
  });

  it('answers 401 without a member session, for another business, and for a revoked session', async () => {
    const body = { data: { email: 'i@example.com', subject: 'S', message: 'M' } };
    const anonymous = await api.app.inject({
      method: 'POST',
      url: '/v1/member/feedback',
      headers: asService(api, DEMO_BUSINESS_ID),
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(error(anonymous).message).toBe('auth.unauthorized');

    const elsewhere = await send(northwind, body, DEMO_BUSINESS_ID);
    expect(elsewhere.statusCode).toBe(401);
    expect(error(elsewhere).message).toBe('auth.unauthorized');

    const member = await newMember();
    clock.advance(1);
    await api.db
      .update(members)
      .set({ sessionsValidAfter: clock() })
      .where(eq(members.id, member.comoMemberId));
    const revoked = await send(member, body);
    expect(revoked.statusCode).toBe(401);
    expect(error(revoked).message).toBe('auth.session.revoked');
    expect(await stored(member.comoMemberId)).toEqual([]);
    expect(await stored(northwind.comoMemberId)).toHaveLength(1);
  });
});

describe.each(testDatabaseKinds())('member feedback with failing delivery on %s', (kind) => {
  let api: TestApi;
  const failing: DeliveryAdapter = {
    name: 'failing',
    supports: () => true,
    send: () => Promise.reject(new Error('smtp down')),
  };
  beforeAll(async () => {
    api = await startTestApi({ databaseKind: kind, delivery: failing });
  });
  afterAll(() => api.close());

  it('answers 503 and keeps nothing, so a retry neither duplicates nor loses it', async () => {
    const [row] = await api.db
      .insert(members)
      .values({
        businessId: DEMO_BUSINESS_ID,
        shortId: generateShortId(),
        email: 'f@example.com',
        hasConsent: true,
      })
      .returning();
    if (!row) throw new Error('no member');
    const session = await openTestSession(api.db, row);
    const response = await api.app.inject({
      method: 'POST',
      url: '/v1/member/feedback',
      headers: asMember(api, session),
      payload: { data: { email: 'f@example.com', subject: 'S', message: 'M' } },
    });
    expect(response.statusCode).toBe(503);
    expect(apiErrorSchema.parse(response.json()).message).toBe('general.unavailable');
    expect(await api.db.select().from(feedback).where(eq(feedback.memberId, row.id))).toEqual([]);
  });
});
