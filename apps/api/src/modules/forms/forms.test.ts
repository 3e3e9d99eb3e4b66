import {
  FORM_SUBMISSIONS_PER_HOUR,
  adminFormListSchema,
  adminFormSchema,
  adminFormSubmissionListSchema,
  adminLocationListSchema,
  adminLocationSchema,
  apiErrorSchema,
  formDefinitionSchema,
  formSubmissionResultSchema,
  locationSchema,
  loyaltyApi,
  pathOf,
  type FormCreate,
} from '@loyalty/contract';
import {
  DEMO_BUSINESS_ID,
  DEMO_FORM_ID,
  DEMO_LOCATION_ID,
  NORTHWIND_BUSINESS_ID,
  NORTHWIND_FORM_ID,
} from '@loyalty/db';
import { testDatabaseKinds } from '@loyalty/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asAdmin,
  asMember,
  asService,
  freshClientIp,
  registerMember,
  signInDemoMembers,
  type DemoSessions,
} from '../../test-support';
import { createTestClock, solveCaptcha, startTestApi, type TestApi } from '../../testing';

const error = (response: { json(): unknown }) => apiErrorSchema.parse(response.json());
const label = { en: 'Label', he: 'תווית' };

/** A form with one field of every type and every rule. */
const everyField: FormCreate = {
  formType: 'survey',
  title: { en: 'Every field', es: 'Todos los campos' },
  fields: [
    { type: 'text', name: 'name', label, required: true, minLength: 2, maxLength: 20, pattern: '[A-Za-z ]+' },
    { type: 'longText', name: 'comments', label, maxLength: 50 },
    { type: 'email', name: 'email', label, required: true },
    { type: 'phone', name: 'phone', label },
    { type: 'number', name: 'visits', label, required: true, min: 1, max: 31, integer: true },
    { type: 'date', name: 'visitDate', label, min: '2024-01-01' },
    {
      type: 'singleChoice',
      name: 'rating',
      label,
      required: true,
      options: [
        { value: 'great', label },
        { value: 'ok', label },
      ],
    },
    {
      type: 'singleChoice',
      name: 'branch',
      label,
      display: 'select',
      options: [
        { value: 'a', label },
        { value: 'b', label },
      ],
    },
    {
      type: 'multipleChoice',
      name: 'ordered',
      label,
      required: true,
      maxSelected: 2,
      options: [
        { value: 'coffee', label },
        { value: 'tea', label },
        { value: 'cake', label },
      ],
    },
    { type: 'checkbox', name: 'contactMe', label },
    { type: 'consent', name: 'privacy', label, linkUrl: 'https://example.com/privacy' },
    { type: 'hidden', name: 'source', label },
  ],
};
const validAnswers = {
  name: 'Dana',
  comments: 'Nice',
  email: 'guest@example.com',
  phone: '415 555 0100',
  visits: '3',
  visitDate: '2026-11-02',
  rating: 'great',
  branch: 'a',
  ordered: ['tea'],
  contactMe: true,
  privacy: true,
  source: 'newsletter',
};

describe.each(testDatabaseKinds())('forms on %s', (kind) => {
  let api: TestApi;
  let sessions: DemoSessions;
  const clock = createTestClock();
  beforeAll(async () => {
    api = await startTestApi({ databaseKind: kind, clock });
    sessions = await signInDemoMembers(api);
  });
  afterAll(() => api.close());

  let keys = 0;
  const newKey = () => `test-key-${kind}-${(keys += 1)}-${Math.random().toString(36).slice(2, 10)}`;

  const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
    api.app.inject({
      method,
      url,
      headers: asAdmin(api),
      ...(payload ? { payload: payload as object } : {}),
    });
  const createForm = async (body: FormCreate, businessId = DEMO_BUSINESS_ID) => {
    const response = await admin('POST', pathOf(loyaltyApi.admin.forms.create, { businessId }), body);
    expect(response.statusCode, response.body).toBe(201);
    return adminFormSchema.parse(response.json());
  };
  const find = (query: Record<string, string>, businessId = DEMO_BUSINESS_ID) =>
    api.app.inject({
      method: 'GET',
      url: loyaltyApi.forms.find.path,
      query,
      headers: asService(api, businessId),
    });
  const asGuest = async (
    formId: string,
    formFields: unknown,
    options: { key?: string; ip?: Record<string, string>; captcha?: boolean } = {},
  ) =>
    api.app.inject({
      method: 'POST',
      url: pathOf(loyaltyApi.forms.submitAsGuest, { formId }),
      headers: { ...asService(api, DEMO_BUSINESS_ID), ...(options.ip ?? freshClientIp()) },
      payload: {
        formFields,
        idempotencyKey: options.key ?? newKey(),
        captcha: options.captcha === false ? {} : await solveCaptcha(api),
      } as object,
    });
  const asMemberOf = (session: DemoSessions['demo'], formId: string, formFields: unknown, key = newKey()) =>
    api.app.inject({
      method: 'POST',
      url: pathOf(loyaltyApi.memberForms.submit, { formId }),
      headers: asMember(api, session),
      payload: { formFields, idempotencyKey: key } as object,
    });

  describe('finding a form', () => {
    it("answers the business's form by id, with every language's texts", async () => {
      const response = await find({ formId: DEMO_FORM_ID });
      expect(response.statusCode).toBe(200);
      const form = formDefinitionSchema.parse(response.json());
      expect(form).toMatchObject({ id: DEMO_FORM_ID, formType: 'survey', audience: 'everyone', version: 1 });
      expect(Object.keys(form.title).sort()).toEqual(['ar', 'en', 'es', 'he']);
      expect(new Set(form.fields.map((field) => field.type)).size).toBe(11);
    });

    it("answers 404 forms.not.found for an unknown id and another business's form", async () => {
      for (const response of [
        await find({ formId: '00000000-0000-4000-8000-000000000000' }),
        await find({ formId: NORTHWIND_FORM_ID }),
        await find({ formId: DEMO_FORM_ID, formType: 'signup' }),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(error(response)).toEqual({ code: 'NOT_FOUND', message: 'forms.not.found' });
      }
      expect((await find({ formId: NORTHWIND_FORM_ID }, NORTHWIND_BUSINESS_ID)).statusCode).toBe(200);
    });

    it('answers 404 forms.inactive when switched off or outside its window', async () => {
      const off = await createForm({ ...everyField, active: false });
      const later = await createForm({
        ...everyField,
        activeFrom: new Date(clock().getTime() + 86_400_000).toISOString(),
      });
      const ended = await createForm({
        ...everyField,
        activeUntil: new Date(clock().getTime() - 1000).toISOString(),
      });
      for (const form of [off, later, ended]) {
        const response = await find({ formId: form.id });
        expect(response.statusCode).toBe(404);
        expect(error(response).message).toBe('forms.inactive');
        const submitted = await asGuest(form.id, validAnswers);
        expect(error(submitted).message).toBe('forms.inactive');
      }
    });

    it('with activeForm=true answers the newest open form of the type and location', async () => {
      const older = await createForm({ ...everyField, formType: 'claim', locationId: DEMO_LOCATION_ID });
      const newer = await createForm({ ...everyField, formType: 'claim', locationId: DEMO_LOCATION_ID });
      await createForm({ ...everyField, formType: 'claim', locationId: DEMO_LOCATION_ID, active: false });
      const response = await find({ activeForm: 'true', formType: 'claim', locationId: DEMO_LOCATION_ID });
      expect(response.statusCode).toBe(200);
      expect(formDefinitionSchema.parse(response.json()).id).toBe(newer.id);
      expect(newer.id).not.toBe(older.id);
      const none = await find({ activeForm: 'true', formType: 'contact' });
      expect(error(none).message).toBe('forms.not.found');
    });
  });

  describe('submitting', () => {
    it('stores a guest submission after the captcha, once per idempotency key', async () => {
      const form = await createForm(everyField);
      const key = newKey();
      const first = await asGuest(form.id, validAnswers, { key });
      expect(first.statusCode, first.body).toBe(201);
      const stored = formSubmissionResultSchema.parse(first.json());
      expect(stored).toMatchObject({ formId: form.id, formVersion: 1, status: 'submitted' });

      // The same answers in another order (a retry after a lost answer): the first submission.
      const reordered = Object.fromEntries(Object.entries(validAnswers).reverse());
      const again = await asGuest(form.id, reordered, { key });
      expect(again.statusCode).toBe(200);
      expect(formSubmissionResultSchema.parse(again.json())).toMatchObject({
        id: stored.id,
        status: 'already-submitted',
      });

      const changed = await asGuest(form.id, { ...validAnswers, name: 'Someone' }, { key });
      expect(changed.statusCode).toBe(409);
      expect(error(changed).message).toBe('forms.idempotency.conflict');

      const list = await admin(
        'GET',
        pathOf(loyaltyApi.admin.forms.submissions, { businessId: DEMO_BUSINESS_ID, formId: form.id }),
      );
      const { items } = adminFormSubmissionListSchema.parse(list.json());
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({
        memberId: null,
        answers: { ...validAnswers, visits: 3, name: 'Dana' },
      });
    });

    it('refuses a guest without a captcha, and a guest on a members-only form', async () => {
      const form = await createForm(everyField);
      const noCaptcha = await asGuest(form.id, validAnswers, { captcha: false });
      expect(noCaptcha.statusCode).toBe(400);
      expect(error(noCaptcha).message).toBe('captcha.invalid');
      const membersOnly = await asGuest(NORTHWIND_FORM_ID, { genre: 'fiction', evenings: ['sun'] });
      expect(membersOnly.statusCode).toBe(404);
      const northwindGuest = await api.app.inject({
        method: 'POST',
        url: pathOf(loyaltyApi.forms.submitAsGuest, { formId: NORTHWIND_FORM_ID }),
        headers: { ...asService(api, NORTHWIND_BUSINESS_ID), ...freshClientIp() },
        payload: {
          formFields: { genre: 'fiction', evenings: ['sun'] },
          idempotencyKey: newKey(),
          captcha: await solveCaptcha(api),
        },
      });
      expect(northwindGuest.statusCode).toBe(401);
      expect(error(northwindGuest).message).toBe('forms.members.only');
    });

    it('stores a member submission with the member, and refuses another business’s form', async () => {
      const response = await asMemberOf(sessions.northwind, NORTHWIND_FORM_ID, {
        genre: 'history',
        evenings: ['thu', 'sun'],
        source: 'menu',
      });
      expect(response.statusCode, response.body).toBe(201);
      const list = await admin(
        'GET',
        pathOf(loyaltyApi.admin.forms.submissions, {
          businessId: NORTHWIND_BUSINESS_ID,
          formId: NORTHWIND_FORM_ID,
        }),
      );
      const mine = adminFormSubmissionListSchema
        .parse(list.json())
        .items.find((item) => item.id === formSubmissionResultSchema.parse(response.json()).id);
      expect(mine).toMatchObject({
        memberId: sessions.northwind.comoMemberId,
        answers: { genre: 'history', evenings: ['sun', 'thu'], source: 'menu' },
      });
      const elsewhere = await asMemberOf(sessions.demo, NORTHWIND_FORM_ID, {
        genre: 'history',
        evenings: ['thu'],
      });
      expect(error(elsewhere).message).toBe('forms.not.found');
      const tooMany = await asMemberOf(sessions.northwind, NORTHWIND_FORM_ID, {
        genre: 'history',
        evenings: ['thu', 'sun', 'tue'],
      });
      expect(error(tooMany).issues).toEqual([
        { path: 'formFields.evenings', message: 'forms.field.too.many' },
      ]);
    });

    it.each([
      ['name', '', 'forms.field.required'],
      ['name', 'D', 'forms.field.too.short'],
      ['name', 'Dana 2', 'forms.field.pattern'],
      ['comments', 'x'.repeat(51), 'forms.field.too.long'],
      ['email', 'nope', 'forms.field.email'],
      ['phone', '12345', 'forms.field.phone'],
      ['visits', 'many', 'forms.field.number'],
      ['visits', '40', 'forms.field.too.large'],
      ['visitDate', '2023-05-01', 'forms.field.too.small'],
      ['visitDate', '2026-13-01', 'forms.field.date'],
      ['rating', 'awful', 'forms.field.option'],
      ['branch', 'z', 'forms.field.option'],
      ['ordered', ['coffee', 'tea', 'cake'], 'forms.field.too.many'],
      ['ordered', [], 'forms.field.required'],
      ['privacy', false, 'forms.field.consent'],
      ['source', 'x'.repeat(501), 'forms.field.too.long'],
    ])('answers 400 with the issue at formFields.%s = %j: %s', async (name, value, message) => {
      const form = await createForm(everyField);
      const response = await asMemberOf(sessions.demo, form.id, { ...validAnswers, [name]: value });
      expect(response.statusCode).toBe(400);
      expect(error(response)).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'validation.failed',
        issues: [{ path: `formFields.${name}`, message }],
      });
    });

    it('refuses answers over 64 KiB with 413', async () => {
      const form = await createForm(everyField);
      const response = await asMemberOf(sessions.demo, form.id, {
        ...validAnswers,
        padding: 'x'.repeat(70_000),
      });
      expect(response.statusCode).toBe(413);
      expect(error(response).message).toBe('forms.too.large');
    });

    it(`takes ${FORM_SUBMISSIONS_PER_HOUR} submissions an hour per member`, async () => {
      const member = await registerMember(api, `forms-limit-${kind}-${Date.now()}@example.com`);
      const form = await createForm(everyField);
      for (let i = 0; i < FORM_SUBMISSIONS_PER_HOUR; i += 1) {
        expect((await asMemberOf(member, form.id, validAnswers)).statusCode).toBe(201);
      }
      const refused = await asMemberOf(member, form.id, validAnswers);
      expect(refused.statusCode).toBe(429);
      expect(error(refused).message).toBe('general.rate.limited');
    });
  });

  describe('admin', () => {
    it('lists forms with their counts and raises the version on update', async () => {
      const form = await createForm(everyField);
      await asMemberOf(sessions.demo, form.id, validAnswers);
      const update = await admin(
        'PATCH',
        pathOf(loyaltyApi.admin.forms.update, { businessId: DEMO_BUSINESS_ID, formId: form.id }),
        {
          title: { en: 'Renamed' },
          audience: 'members',
        },
      );
      expect(update.statusCode, update.body).toBe(200);
      expect(adminFormSchema.parse(update.json())).toMatchObject({
        version: 2,
        title: { en: 'Renamed' },
        audience: 'members',
        submissions: 1,
      });
      const list = adminFormListSchema.parse(
        (await admin('GET', pathOf(loyaltyApi.admin.forms.list, { businessId: DEMO_BUSINESS_ID }))).json(),
      );
      expect(list.items.find((item) => item.id === form.id)?.submissions).toBe(1);
      const guest = await asGuest(form.id, validAnswers);
      expect(error(guest).message).toBe('forms.members.only');
    });

    it('refuses a location of another business, an unknown form and bad definitions', async () => {
      const elsewhere = await admin(
        'POST',
        pathOf(loyaltyApi.admin.forms.create, { businessId: NORTHWIND_BUSINESS_ID }),
        {
          ...everyField,
          locationId: DEMO_LOCATION_ID,
        },
      );
      expect(error(elsewhere).message).toBe('location.not.found');
      const unknown = await admin(
        'PATCH',
        pathOf(loyaltyApi.admin.forms.update, { businessId: DEMO_BUSINESS_ID, formId: NORTHWIND_FORM_ID }),
        { active: false },
      );
      expect(error(unknown).message).toBe('forms.not.found');
      const bad = await admin(
        'POST',
        pathOf(loyaltyApi.admin.forms.create, { businessId: DEMO_BUSINESS_ID }),
        {
          ...everyField,
          fields: [{ type: 'text', name: 'a b', label }],
        },
      );
      expect(bad.statusCode).toBe(400);
      expect(error(bad).issues?.[0]).toEqual({ path: 'fields.0.name', message: 'validation.field.name' });
    });
  });

  describe('locations', () => {
    it('creates, lists and updates locations with opening hours and a time zone', async () => {
      const path = pathOf(loyaltyApi.admin.locations.create, { businessId: DEMO_BUSINESS_ID });
      const created = await admin('POST', path, {
        name: `Night shop ${kind}`,
        address: '1 Late Street',
        city: 'San Francisco',
        countryCode: 'US',
        openingHours: [
          { day: 5, opens: '18:00', closes: '02:00' },
          { day: 6, opens: '10:00', closes: '14:00' },
        ],
        timeZone: 'America/New_York',
      });
      expect(created.statusCode, created.body).toBe(201);
      const location = adminLocationSchema.parse(created.json());
      expect(location).toMatchObject({
        timeZone: 'America/New_York',
        ownTimeZone: 'America/New_York',
        isActive: true,
      });

      const updated = await admin(
        'PATCH',
        pathOf(loyaltyApi.admin.locations.update, { businessId: DEMO_BUSINESS_ID, locationId: location.id }),
        { timeZone: null },
      );
      expect(adminLocationSchema.parse(updated.json())).toMatchObject({
        timeZone: 'America/Los_Angeles',
        ownTimeZone: null,
      });

      const visible = await api.app.inject({
        method: 'GET',
        url: pathOf(loyaltyApi.locations.get, { locationId: location.id }),
        headers: asService(api, DEMO_BUSINESS_ID),
      });
      expect(locationSchema.parse(visible.json()).openingHours[0]).toEqual({
        day: 5,
        opens: '18:00',
        closes: '02:00',
      });

      const list = adminLocationListSchema.parse(
        (
          await admin('GET', pathOf(loyaltyApi.admin.locations.list, { businessId: DEMO_BUSINESS_ID }))
        ).json(),
      );
      expect(list.items.map((item) => item.name)).toEqual(
        expect.arrayContaining([`Night shop ${kind}`, 'Bean & Leaf Airport (closed)']),
      );
    });

    it('refuses overlapping hours, unknown time zones and another business’s location', async () => {
      const path = pathOf(loyaltyApi.admin.locations.create, { businessId: DEMO_BUSINESS_ID });
      const base = { name: 'X', address: 'Y', city: 'Z', countryCode: 'US' };
      const overlap = await admin('POST', path, {
        ...base,
        openingHours: [
          { day: 5, opens: '18:00', closes: '02:00' },
          { day: 6, opens: '01:00', closes: '04:00' },
        ],
      });
      expect(error(overlap).issues).toEqual([{ path: 'openingHours', message: 'location.hours.overlap' }]);
      const zone = await admin('POST', path, { ...base, timeZone: 'Mars/Olympus' });
      expect(error(zone).issues).toEqual([{ path: 'timeZone', message: 'validation.time.zone' }]);
      const other = await admin(
        'PATCH',
        pathOf(loyaltyApi.admin.locations.update, {
          businessId: NORTHWIND_BUSINESS_ID,
          locationId: DEMO_LOCATION_ID,
        }),
        { name: 'Mine' },
      );
      expect(error(other).message).toBe('location.not.found');
    });
  });
});
