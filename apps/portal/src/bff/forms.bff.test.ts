import { afterAll, describe, expect, it } from 'vitest';
import { signInMember, solveCaptcha, startTestApi } from '@loyalty/api/testing';
import {
  apiErrorSchema,
  formDefinitionSchema,
  formSubmissionResultSchema,
  loyaltyApi,
  pathOf,
  adminFormSubmissionListSchema,
} from '@loyalty/contract';
import {
  DEMO_BUSINESS_ID,
  DEMO_FORM_ID,
  DEMO_MEMBER_EMAIL,
  NORTHWIND_BUSINESS_ID,
  NORTHWIND_FORM_ID,
  NORTHWIND_MEMBER_EMAIL,
} from '@loyalty/db';
import { NORTHWIND, pointPortalAt, portalPost, portalRequest, sessionCookie } from '@/test-utils/bff';

/** Forms through the BFF against the real loyalty API: guest and member submissions, tenancy, errors. */
const api = await startTestApi();
pointPortalAt(api);
afterAll(() => api.close());

const { GET: findForm } = await import('../pages/api/forms');
const { POST: formSubmit } = await import('../pages/api/formSubmit');

const demo = await signInMember(api, DEMO_MEMBER_EMAIL, {
  businessId: DEMO_BUSINESS_ID,
  clientIp: '198.51.100.81',
});
const northwind = await signInMember(api, NORTHWIND_MEMBER_EMAIL, {
  businessId: NORTHWIND_BUSINESS_ID,
  clientIp: '198.51.100.82',
});

const survey = {
  name: 'Guest Person',
  email: 'guest.person@example.com',
  visits: '2',
  visitDate: '2026-11-02',
  rating: 'great',
  ordered: ['coffee'],
  privacy: true,
  source: 'newsletter',
};
let counter = 0;
const key = () => `bff-key-${(counter += 1)}-${Math.random().toString(36).slice(2, 10)}`;

async function submissionsOf(businessId: string, formId: string) {
  const response = await api.app.inject({
    method: 'GET',
    url: pathOf(loyaltyApi.admin.forms.submissions, { businessId, formId }),
    headers: { authorization: `Bearer ${api.adminToken}` },
  });
  return adminFormSubmissionListSchema.parse(response.json()).items;
}

describe('GET /api/forms', () => {
  it("answers the host business's form, and 404 for another business's or a malformed id", async () => {
    const response = await findForm(portalRequest(`/api/forms?formId=${DEMO_FORM_ID}`));
    expect(response.status).toBe(200);
    expect(formDefinitionSchema.parse(await response.json()).id).toBe(DEMO_FORM_ID);
    for (const path of [`/api/forms?formId=${NORTHWIND_FORM_ID}`, '/api/forms?formId=nope']) {
      const refused = await findForm(portalRequest(path));
      expect(refused.status, path).toBe(404);
      expect(apiErrorSchema.parse(await refused.json()).message).toBe('forms.not.found');
    }
    const northwindForm = await findForm(portalRequest(`/api/forms?formId=${NORTHWIND_FORM_ID}`, NORTHWIND));
    expect(formDefinitionSchema.parse(await northwindForm.json()).audience).toBe('members');
  });

  it('finds the newest open form of a type', async () => {
    const response = await findForm(portalRequest('/api/forms?activeForm=true&formType=survey'));
    expect(formDefinitionSchema.parse(await response.json()).formType).toBe('survey');
  });
});

describe('POST /api/formSubmit', () => {
  it('submits as a guest with the captcha fields beside the answers', async () => {
    const response = await formSubmit(
      portalPost(
        '/api/formSubmit',
        { form: DEMO_FORM_ID, formFields: survey, idempotencyKey: key(), ...(await solveCaptcha(api)) },
        { 'x-forwarded-for': '203.0.113.91' },
      ),
    );
    expect(response.status).toBe(200);
    const result = formSubmissionResultSchema.parse(await response.json());
    const stored = (await submissionsOf(DEMO_BUSINESS_ID, DEMO_FORM_ID)).find((row) => row.id === result.id);
    expect(stored).toMatchObject({ memberId: null, answers: { name: 'Guest Person', visits: 2 } });
  });

  it('submits as the signed-in member, without a captcha', async () => {
    const cookie = await sessionCookie(demo);
    const response = await formSubmit(
      portalPost(
        '/api/formSubmit',
        { form: DEMO_FORM_ID, formFields: survey, idempotencyKey: key() },
        { cookie },
      ),
    );
    expect(response.status).toBe(200);
    const result = formSubmissionResultSchema.parse(await response.json());
    const stored = (await submissionsOf(DEMO_BUSINESS_ID, DEMO_FORM_ID)).find((row) => row.id === result.id);
    expect(stored?.memberId).toBe(demo.comoMemberId);
  });

  it('passes field issues through at formFields.<name>', async () => {
    const cookie = await sessionCookie(demo);
    const response = await formSubmit(
      portalPost(
        '/api/formSubmit',
        { form: DEMO_FORM_ID, formFields: { ...survey, email: 'nope', visits: '99' }, idempotencyKey: key() },
        { cookie },
      ),
    );
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json()).issues).toEqual([
      { path: 'formFields.email', message: 'forms.field.email' },
      { path: 'formFields.visits', message: 'forms.field.too.large' },
    ]);
  });

  it('treats a session of another business as a guest: members-only forms answer 401', async () => {
    const guest = await formSubmit(
      portalPost(
        '/api/formSubmit',
        {
          form: NORTHWIND_FORM_ID,
          formFields: { genre: 'poetry', evenings: ['tue'] },
          idempotencyKey: key(),
          ...(await solveCaptcha(api)),
        },
        { ...NORTHWIND, cookie: await sessionCookie(demo) },
      ),
    );
    expect(guest.status).toBe(401);
    expect(apiErrorSchema.parse(await guest.json()).message).toBe('forms.members.only');
    const member = await formSubmit(
      portalPost(
        '/api/formSubmit',
        {
          form: NORTHWIND_FORM_ID,
          formFields: { genre: 'poetry', evenings: ['tue'] },
          idempotencyKey: key(),
        },
        { ...NORTHWIND, cookie: await sessionCookie(northwind) },
      ),
    );
    expect(member.status).toBe(200);
  });

  it('refuses a body without a form id or key before calling the API', async () => {
    const response = await formSubmit(portalPost('/api/formSubmit', { formFields: survey }));
    expect(response.status).toBe(400);
    const paths = apiErrorSchema.parse(await response.json()).issues?.map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['body.form', 'body.idempotencyKey']));
  });
});
