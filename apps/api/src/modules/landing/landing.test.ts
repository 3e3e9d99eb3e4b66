import {
  adminLandingPageListSchema,
  adminLandingPageSchema,
  apiErrorSchema,
  landingClaimSchema,
  landingCodeSentSchema,
  landingPageSchema,
  loyaltyApi,
  pathOf,
  signInResultSchema,
  type AdminLandingPage,
  type LandingPageCreate,
} from '@loyalty/contract';
import {
  DEMO_BUSINESS_ID,
  DEMO_MEMBER_PHONE,
  NORTHWIND_BUSINESS_ID,
  gifts,
  landingClaims,
  members,
} from '@loyalty/db';
import { testDatabaseKinds } from '@loyalty/db/testing';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, asService, freshClientIp } from '../../test-support';
import { createTestClock, readLatestCode, solveCaptcha, startTestApi, type TestApi } from '../../testing';

const error = (response: { json(): unknown }) => apiErrorSchema.parse(response.json());

describe.each(testDatabaseKinds())('landing pages on %s', (kind) => {
  let api: TestApi;
  const clock = createTestClock();
  beforeAll(async () => {
    api = await startTestApi({ databaseKind: kind, clock });
  });
  afterAll(() => api.close());

  let counter = 0;
  /** A fresh, valid US number each time (212 area code, 555 exchange ranges are fictional in part). */
  const newPhone = () => {
    counter += 1;
    return `(212) 8${String(counter).padStart(2, '0')}-${String(1000 + counter).slice(-4)}`;
  };

  async function createPage(
    body: Partial<LandingPageCreate> = {},
    businessId = DEMO_BUSINESS_ID,
  ): Promise<AdminLandingPage> {
    const response = await api.app.inject({
      method: 'POST',
      url: pathOf(loyaltyApi.admin.landing.create, { businessId }),
      headers: asAdmin(api),
      payload: {
        texts: {
          en: { title: 'Free coffee', text: 'Confirm your phone, get a coffee.' },
          es: { title: 'Café gratis' },
        },
        gift: { name: 'Free coffee', validDays: 30 },
        ...body,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return adminLandingPageSchema.parse(response.json());
  }

  const visit = (id: string, businessId = DEMO_BUSINESS_ID, lang?: string) =>
    api.app.inject({
      method: 'GET',
      url: pathOf(loyaltyApi.landing.get, { landingPageId: id }),
      query: lang ? { lang } : {},
      headers: asService(api, businessId),
    });

  async function requestCode(
    pageId: string,
    phoneNumber: string,
    extra: Record<string, unknown> = {},
    ip = freshClientIp(),
  ) {
    return api.app.inject({
      method: 'POST',
      url: pathOf(loyaltyApi.landing.requestCode, { landingPageId: pageId }),
      headers: { ...asService(api, DEMO_BUSINESS_ID), ...ip },
      payload: { phoneNumber, captcha: await solveCaptcha(api), ...extra },
    });
  }

  const claim = (pageId: string, phoneNumber: string, code: string) =>
    api.app.inject({
      method: 'POST',
      url: pathOf(loyaltyApi.landing.claim, { landingPageId: pageId }),
      headers: { ...asService(api, DEMO_BUSINESS_ID), ...freshClientIp() },
      payload: { phoneNumber, code, consent: true },
    });

  /** Steps 1 and 2 as a visitor makes them; the code read from the dev outbox. */
  async function claimWithNewCode(pageId: string, phone: string) {
    clock.advance(31);
    const sent = await requestCode(pageId, phone);
    expect(sent.statusCode, sent.body).toBe(202);
    const { phoneNumber } = landingCodeSentSchema.parse(sent.json());
    const code = await readLatestCode(api, phoneNumber);
    return { phoneNumber, code, response: await claim(pageId, phoneNumber, code) };
  }

  const giftCount = async (memberId: string) =>
    Number(
      (
        await api.db
          .select({ n: count() })
          .from(gifts)
          .where(and(eq(gifts.memberId, memberId), eq(gifts.source, 'landing-page')))
      )[0]?.n,
    );

  describe('admin', () => {
    it('creates, lists and updates pages; a legacy id is unique per business', async () => {
      const page = await createPage({ legacyId: 'POSTER-1', allowedCountries: ['US'] });
      expect(page).toMatchObject({ legacyId: 'POSTER-1', active: true, codesSent: 0, claims: 0 });
      const again = await api.app.inject({
        method: 'POST',
        url: pathOf(loyaltyApi.admin.landing.create, { businessId: DEMO_BUSINESS_ID }),
        headers: asAdmin(api),
        payload: { texts: { en: { title: 'x' } }, gift: { name: 'x' }, legacyId: 'POSTER-1' },
      });
      expect(again.statusCode).toBe(409);
      expect(error(again).message).toBe('landing.legacy.id.taken');
      // Another business may use the same legacy id.
      await createPage({ legacyId: 'POSTER-1' }, NORTHWIND_BUSINESS_ID);

      const updated = await api.app.inject({
        method: 'PATCH',
        url: pathOf(loyaltyApi.admin.landing.update, {
          businessId: DEMO_BUSINESS_ID,
          landingPageId: page.id,
        }),
        headers: asAdmin(api),
        payload: { gift: { name: 'Free tea' }, maxCodesPerHour: 50 },
      });
      expect(updated.statusCode).toBe(200);
      expect(adminLandingPageSchema.parse(updated.json())).toMatchObject({
        gift: { name: 'Free tea' },
        maxCodesPerHour: 50,
      });

      const list = await api.app.inject({
        method: 'GET',
        url: pathOf(loyaltyApi.admin.landing.list, { businessId: DEMO_BUSINESS_ID }),
        headers: asAdmin(api),
      });
      expect(adminLandingPageListSchema.parse(list.json()).items.map((p) => p.id)).toContain(page.id);
    });

    it('refuses bad input with field issues, never a 500', async () => {
      const cases: [unknown, string][] = [
        [{ gift: { name: 'x' } }, 'texts'],
        [{ texts: {}, gift: { name: 'x' } }, 'texts'],
        [{ texts: { en: { title: '' } }, gift: { name: 'x' } }, 'texts.en.title'],
        [
          { texts: { en: { title: 'x' } }, gift: { name: 'x' }, allowedCountries: ['usa'] },
          'allowedCountries.0',
        ],
        [{ texts: { en: { title: 'x' } }, gift: { name: 'x' }, imageUrl: 'javascript:alert(1)' }, 'imageUrl'],
        [
          {
            texts: { en: { title: 'x' } },
            gift: { name: 'x' },
            activeFrom: '2027-01-02T00:00:00Z',
            activeUntil: '2027-01-01T00:00:00Z',
          },
          'activeUntil',
        ],
      ];
      for (const [payload, path] of cases) {
        const response = await api.app.inject({
          method: 'POST',
          url: pathOf(loyaltyApi.admin.landing.create, { businessId: DEMO_BUSINESS_ID }),
          headers: asAdmin(api),
          payload: payload as Record<string, unknown>,
        });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(error(response).issues?.map((issue) => issue.path)).toContain(path);
      }
    });
  });

  describe('visitors', () => {
    it("shows a page in the visitor's language, else the business's default, with its countries", async () => {
      const page = await createPage();
      const spanish = landingPageSchema.parse((await visit(page.id, DEMO_BUSINESS_ID, 'es')).json());
      expect(spanish).toMatchObject({ language: 'es', title: 'Café gratis', gift: { name: 'Free coffee' } });
      const hebrew = landingPageSchema.parse((await visit(page.id, DEMO_BUSINESS_ID, 'he')).json());
      expect(hebrew).toMatchObject({ language: 'en', title: 'Free coffee' });
      expect(hebrew.countries).toEqual([{ code: 'US', name: 'United States', phonePrefix: '+1' }]);
      const byLegacy = await api.app.inject({
        method: 'GET',
        url: pathOf(loyaltyApi.landing.getByLegacyId, { legacyId: 'POSTER-1' }),
        headers: asService(api, DEMO_BUSINESS_ID),
      });
      expect(byLegacy.statusCode).toBe(200);
    });

    it('tells unknown, inactive, expired and not yet started pages apart; another business sees none', async () => {
      const now = clock().getTime();
      const inactive = await createPage({ active: false });
      const expired = await createPage({ activeUntil: new Date(now - 1000).toISOString() });
      const upcoming = await createPage({ activeFrom: new Date(now + 86_400_000).toISOString() });
      const live = await createPage();
      const expectations: [string, string, number, string][] = [
        ['00000000-0000-4000-8000-000000000000', DEMO_BUSINESS_ID, 404, 'landing.not.found'],
        [live.id, NORTHWIND_BUSINESS_ID, 404, 'landing.not.found'],
        [inactive.id, DEMO_BUSINESS_ID, 410, 'landing.inactive'],
        [expired.id, DEMO_BUSINESS_ID, 410, 'landing.expired'],
        [upcoming.id, DEMO_BUSINESS_ID, 409, 'landing.not.started'],
        ['not-a-uuid', DEMO_BUSINESS_ID, 400, 'validation.failed'],
      ];
      for (const [id, businessId, status, message] of expectations) {
        const response = await visit(id, businessId);
        expect(response.statusCode, id).toBe(status);
        expect(error(response).message, id).toBe(message);
      }
      // Step 1 is refused the same way.
      const refused = await requestCode(expired.id, newPhone());
      expect(refused.statusCode).toBe(410);
    });

    it('sends a code by SMS to a valid number of an allowed country only, after the captcha', async () => {
      const page = await createPage({ allowedCountries: ['US'] });
      const noCaptcha = await api.app.inject({
        method: 'POST',
        url: pathOf(loyaltyApi.landing.requestCode, { landingPageId: page.id }),
        headers: { ...asService(api, DEMO_BUSINESS_ID), ...freshClientIp() },
        payload: { phoneNumber: newPhone(), captcha: {} },
      });
      expect(error(noCaptcha).message).toBe('captcha.invalid');
      expect(error(await requestCode(page.id, 'call me maybe')).issues).toEqual([
        { path: 'phoneNumber', message: 'validation.phone.not.in.right.format' },
      ]);
      // The pattern allows it, the numbering plans do not.
      const unknownPlan = await requestCode(page.id, '+999 123 456 7890');
      expect(error(unknownPlan).message).toBe('validation.phone.not.in.right.format');
      const israeli = await requestCode(page.id, '+972501234567');
      expect(israeli.statusCode).toBe(400);
      expect(error(israeli).message).toBe('landing.country.not.allowed');

      const sent = await requestCode(page.id, '(212) 555-0199');
      expect(sent.statusCode).toBe(202);
      expect(landingCodeSentSchema.parse(sent.json()).phoneNumber).toBe('+12125550199');
      expect(await readLatestCode(api, '+12125550199')).toMatch(/^\d{6}$/);
      // Nothing but the code: no member for this number yet.
      expect(await api.db.select().from(members).where(eq(members.phone, '+12125550199'))).toEqual([]);
    });

    it('makes a member and gives the gift once per number; retries and later claims give nothing new', async () => {
      const page = await createPage();
      const phone = newPhone();
      const first = await claimWithNewCode(page.id, phone);
      expect(first.response.statusCode, first.response.body).toBe(200);
      const claimed = landingClaimSchema.parse(first.response.json());
      expect(claimed).toMatchObject({
        status: 'claimed',
        memberCreated: true,
        gift: { name: 'Free coffee', source: 'landing-page', status: 'active' },
      });

      // The ticket signs the visitor in.
      const exchanged = await api.app.inject({
        method: 'POST',
        url: loyaltyApi.auth.exchangeTicket.path,
        headers: asService(api, DEMO_BUSINESS_ID),
        payload: { ticket: claimed.ticket },
      });
      const session = signInResultSchema.parse(exchanged.json());
      expect(await giftCount(session.comoMemberId)).toBe(1);

      // A double click: the same code again answers the same claim.
      const retry = landingClaimSchema.parse((await claim(page.id, first.phoneNumber, first.code)).json());
      expect(retry).toMatchObject({ status: 'claimed', gift: { id: claimed.gift!.id } });
      // Later, a new code: already claimed, the first gift, nothing new.
      const later = await claimWithNewCode(page.id, phone);
      expect(landingClaimSchema.parse(later.response.json())).toMatchObject({
        status: 'already-claimed',
        gift: { id: claimed.gift!.id },
        memberCreated: false,
      });
      expect(await giftCount(session.comoMemberId)).toBe(1);

      const [stats] = adminLandingPageListSchema
        .parse(
          (
            await api.app.inject({
              method: 'GET',
              url: pathOf(loyaltyApi.admin.landing.list, { businessId: DEMO_BUSINESS_ID }),
              headers: asAdmin(api),
            })
          ).json(),
        )
        .items.filter((p) => p.id === page.id);
      expect(stats).toMatchObject({ codesSent: 2, codesVerified: 2, claims: 1 });
    });

    it('gives an existing member the gift without making another member', async () => {
      const page = await createPage();
      const result = await claimWithNewCode(page.id, DEMO_MEMBER_PHONE);
      const claimed = landingClaimSchema.parse(result.response.json());
      expect(claimed).toMatchObject({ status: 'claimed', memberCreated: false });
      const [demo] = await api.db.select().from(members).where(eq(members.phone, DEMO_MEMBER_PHONE));
      expect(await giftCount(demo!.id)).toBeGreaterThanOrEqual(1);
    });

    it('refuses a wrong code with the tries left, and a concurrent double submit gives one gift', async () => {
      const page = await createPage();
      const phone = newPhone();
      clock.advance(31);
      const sent = landingCodeSentSchema.parse((await requestCode(page.id, phone)).json());
      const code = await readLatestCode(api, sent.phoneNumber);
      const wrong = await claim(page.id, sent.phoneNumber, code === '000000' ? '111111' : '000000');
      expect(wrong.statusCode).toBe(400);
      expect(apiErrorSchema.parse(wrong.json())).toMatchObject({
        message: 'auth.code.invalid',
        attemptsLeft: 4,
      });

      const both = await Promise.all([
        claim(page.id, sent.phoneNumber, code),
        claim(page.id, sent.phoneNumber, code),
      ]);
      expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
      const results = both.map((r) => landingClaimSchema.parse(r.json()));
      expect(new Set(results.map((r) => r.gift?.id)).size).toBe(1);
      const claims = await api.db
        .select()
        .from(landingClaims)
        .where(eq(landingClaims.landingPageId, page.id));
      expect(claims).toHaveLength(1);
    });
  });

  describe('abuse limits', () => {
    it('limits code requests per client IP', async () => {
      const page = await createPage();
      const ip = freshClientIp();
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push((await requestCode(page.id, newPhone(), {}, ip)).statusCode);
      expect(statuses.filter((s) => s === 202)).toHaveLength(10);
      expect(statuses.slice(10)).toEqual([429, 429]);
    });

    it("limits code requests per phone prefix, and by the page's own hourly ceiling", async () => {
      const page = await createPage();
      const samePrefix = (i: number) => `(646) 310-${String(2000 + i)}`;
      const prefixStatuses: number[] = [];
      for (let i = 0; i < 31; i++)
        prefixStatuses.push((await requestCode(page.id, samePrefix(i))).statusCode);
      expect(prefixStatuses.filter((s) => s === 202)).toHaveLength(30);
      expect(prefixStatuses[30]).toBe(429);

      const small = await createPage({ maxCodesPerHour: 3 });
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await requestCode(small.id, newPhone())).statusCode);
      expect(statuses).toEqual([202, 202, 202, 429]);
      const busy = await requestCode(small.id, newPhone());
      expect(error(busy).message).toBe('landing.busy');
      expect(busy.headers['retry-after']).toBeDefined();
    });
  });
});
