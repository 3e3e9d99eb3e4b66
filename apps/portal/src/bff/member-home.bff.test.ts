import { afterAll, describe, expect, it } from 'vitest';
import { signInMember, startTestApi } from '@loyalty/api/testing';
import {
  feedbackResultSchema,
  memberDetailsSchema,
  profileUpdateResultSchema,
  profileUrlSchema,
  shortUserIdSchema,
} from '@loyalty/contract';
import {
  DEMO_BUSINESS_ID,
  DEMO_MEMBER_EMAIL,
  NORTHWIND_BUSINESS_ID,
  NORTHWIND_MEMBER_EMAIL,
} from '@loyalty/db';
import {
  NORTHWIND,
  pointPortalAt,
  portalPost,
  portalPut,
  portalRequest,
  sessionCookie,
} from '@/test-utils/bff';

/** Member home through the BFF against the real loyalty API: details, short id, profile URL and update, feedback. */
const api = await startTestApi();
pointPortalAt(api);
afterAll(() => api.close());

const { GET: getMemberDetails } = await import('../pages/api/protected/member/getMemberDetails');
const { GET: shortUserId } = await import('../pages/api/protected/member/shortUserId');
const { GET: profileUrl } = await import('../pages/api/protected/member/profileUrl');
const { POST: submitFeedBack } = await import('../pages/api/protected/member/submitFeedBack');
const { PUT: updateProfile } = await import('../pages/api/protected/member/updateProfile');

const demo = await signInMember(api, DEMO_MEMBER_EMAIL, {
  businessId: DEMO_BUSINESS_ID,
  clientIp: '198.51.100.41',
});
const northwind = await signInMember(api, NORTHWIND_MEMBER_EMAIL, {
  businessId: NORTHWIND_BUSINESS_ID,
  clientIp: '198.51.100.42',
});

const feedback = { data: { email: 'dana@example.com', subject: 'Hello', message: 'Lovely coffee' } };

describe('member home reads', () => {
  it('GET getMemberDetails answers the member with balances in hundredths', async () => {
    const response = await getMemberDetails(
      portalRequest('/api/protected/member/getMemberDetails', { cookie: await sessionCookie(demo) }),
    );
    expect(response.status).toBe(200);
    const details = memberDetailsSchema.parse(await response.json());
    expect(details.member).toMatchObject({ comoMemberId: demo.comoMemberId, email: DEMO_MEMBER_EMAIL });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('GET shortUserId answers a stable id, cached privately for 600 s', async () => {
    const cookie = await sessionCookie(demo);
    const first = await shortUserId(portalRequest('/api/protected/member/shortUserId', { cookie }));
    const second = await shortUserId(portalRequest('/api/protected/member/shortUserId', { cookie }));
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, max-age=600');
    expect(shortUserIdSchema.parse(await first.json())).toEqual(shortUserIdSchema.parse(await second.json()));
  });

  it('GET profileUrl answers a URL', async () => {
    const response = await profileUrl(
      portalRequest('/api/protected/member/profileUrl', { cookie: await sessionCookie(demo) }),
    );
    expect(response.status).toBe(200);
    expect(profileUrlSchema.parse(await response.json()).url).toContain('/member/update-user-profile');
  });

  it.each([
    ['getMemberDetails', getMemberDetails],
    ['shortUserId', shortUserId],
    ['profileUrl', profileUrl],
  ])('GET %s is 401 without a session and for another business’s session', async (name, handler) => {
    const guest = await handler(portalRequest(`/api/protected/member/${name}`));
    expect(guest.status).toBe(401);
    const foreign = await handler(
      portalRequest(`/api/protected/member/${name}`, { cookie: await sessionCookie(northwind) }),
    );
    expect(foreign.status).toBe(401);
    expect(await foreign.json()).toMatchObject({ message: 'auth.unauthorized' });
  });

  it('answers the Northwind member on the Northwind host', async () => {
    const response = await getMemberDetails(
      portalRequest('/api/protected/member/getMemberDetails', {
        ...NORTHWIND,
        cookie: await sessionCookie(northwind),
      }),
    );
    expect(response.status).toBe(200);
    expect(memberDetailsSchema.parse(await response.json()).member.comoMemberId).toBe(northwind.comoMemberId);
  });
});

describe('feedback', () => {
  it('POST submitFeedBack sends it ({ sent: true })', async () => {
    const response = await submitFeedBack(
      portalPost('/api/protected/member/submitFeedBack', feedback, { cookie: await sessionCookie(demo) }),
    );
    expect(response.status).toBe(200);
    expect(feedbackResultSchema.parse(await response.json())).toEqual({ sent: true });
  });

  it('accepts the other body shapes: feedBackData, with or without recaptchaData', async () => {
    const cookie = await sessionCookie(demo);
    for (const body of [
      { feedBackData: feedback.data },
      { feedBackData: feedback.data, recaptchaData: { token: 'ignored' } },
      { ...feedback, recaptchaData: 'ignored' },
    ]) {
      const response = await submitFeedBack(
        portalPost('/api/protected/member/submitFeedBack', body, { cookie }),
      );
      expect(response.status).toBe(200);
      expect(feedbackResultSchema.parse(await response.json())).toEqual({ sent: true });
    }
    const empty = await submitFeedBack(
      portalPost('/api/protected/member/submitFeedBack', { recaptchaData: 'x' }, { cookie }),
    );
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({
      issues: [{ path: 'body.data', message: 'validation.required' }],
    });
  });

  it('is 400 with the field keys on bad feedback', async () => {
    const response = await submitFeedBack(
      portalPost(
        '/api/protected/member/submitFeedBack',
        { data: { email: 'not-an-email', subject: ' ', message: '' } },
        { cookie: await sessionCookie(demo) },
      ),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { issues: { path: string; message: string }[] };
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'body.data.email', message: 'profile-page.feedback.not.in.right.format' },
        { path: 'body.data.subject', message: 'profile-page.feedback.empty.subject' },
        { path: 'body.data.message', message: 'profile-page.feedback.empty.message' },
      ]),
    );
  });

  it('is 401 without a session or with another business’s, 403 from another site', async () => {
    const guest = await submitFeedBack(portalPost('/api/protected/member/submitFeedBack', feedback));
    expect(guest.status).toBe(401);
    const foreign = await submitFeedBack(
      portalPost('/api/protected/member/submitFeedBack', feedback, {
        cookie: await sessionCookie(northwind),
      }),
    );
    expect(foreign.status).toBe(401);
    const crossSite = await submitFeedBack(
      portalPost('/api/protected/member/submitFeedBack', feedback, {
        cookie: await sessionCookie(demo),
        origin: 'https://evil.example',
      }),
    );
    expect(crossSite.status).toBe(403);
  });
});

describe('profile update', () => {
  it('PUT updateProfile changes the member, and details show it', async () => {
    const cookie = await sessionCookie(demo);
    const response = await updateProfile(
      portalPut(
        '/api/protected/member/updateProfile',
        { firstName: 'Dana', birthday: '1990-04-12' },
        { cookie },
      ),
    );
    expect(response.status).toBe(200);
    expect(profileUpdateResultSchema.parse(await response.json()).data).toMatchObject({
      commonExtId: demo.comoMemberId,
      result: 'updated',
    });
    const details = memberDetailsSchema.parse(
      await (
        await getMemberDetails(portalRequest('/api/protected/member/getMemberDetails', { cookie }))
      ).json(),
    );
    expect(details.member).toMatchObject({ firstName: 'Dana', birthday: '1990-04-12' });
  });

  it('is 400 on a bad birthday, 401 without or with a foreign session, 403 from another site', async () => {
    const cookie = await sessionCookie(demo);
    const bad = await updateProfile(
      portalPut('/api/protected/member/updateProfile', { birthday: '2023-02-30' }, { cookie }),
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      issues: [{ path: 'body.birthday', message: 'validation.birthday.not.in.right.format' }],
    });
    const guest = await updateProfile(portalPut('/api/protected/member/updateProfile', { firstName: 'X' }));
    expect(guest.status).toBe(401);
    const foreign = await updateProfile(
      portalPut(
        '/api/protected/member/updateProfile',
        { firstName: 'X' },
        { cookie: await sessionCookie(northwind) },
      ),
    );
    expect(foreign.status).toBe(401);
    const crossSite = await updateProfile(
      portalPut(
        '/api/protected/member/updateProfile',
        { firstName: 'X' },
        { cookie, origin: 'https://evil.example' },
      ),
    );
    expect(crossSite.status).toBe(403);
  });
});
