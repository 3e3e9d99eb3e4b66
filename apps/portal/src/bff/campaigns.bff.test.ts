import { afterAll, describe, expect, it } from 'vitest';
import { readLatestCode, signInMember, solveCaptcha, startTestApi } from '@loyalty/api/testing';
import {
  apiErrorSchema,
  identifiersValidSchema,
  landingClaimSchema,
  landingCodeSentSchema,
  landingPageSchema,
  loyaltyApi,
  pathOf,
  receiptSignedSchema,
  receiptSubmitResultSchema,
} from '@loyalty/contract';
import {
  DEMO_BUSINESS_ID,
  DEMO_LANDING_PAGE_ID,
  DEMO_MEMBER_EMAIL,
  NORTHWIND_LANDING_PAGE_ID,
} from '@loyalty/db';
import { NORTHWIND, pointPortalAt, portalPost, portalRequest, sessionCookie } from '@/test-utils/bff';

/** Landing pages, receipt codes and the identifier check through the BFF against the real loyalty API. */
const api = await startTestApi();
pointPortalAt(api);
afterAll(() => api.close());

const { GET: byId } = await import('../pages/api/lp/gift/getById');
const { GET: byLegacyId } = await import('../pages/api/lp/gift/getByLegacyId');
const { POST: register } = await import('../pages/api/lp/gift/register');
const { POST: confirm } = await import('../pages/api/lp/gift/confirm');
const { POST: submitQrCode } = await import('../pages/api/submitQrCode');
const { POST: validateIdentifiers } = await import('../pages/api/protected/member/validateMemberIdentifiers');

const demo = await signInMember(api, DEMO_MEMBER_EMAIL, {
  businessId: DEMO_BUSINESS_ID,
  clientIp: '198.51.100.71',
});

describe('landing pages through the BFF', () => {
  it('shows the demo page by id and by legacy id, and not across businesses', async () => {
    const page = await byId(portalRequest(`/api/lp/gift/getById?id=${DEMO_LANDING_PAGE_ID}&lang=es`));
    expect(page.status).toBe(200);
    expect(landingPageSchema.parse(await page.json())).toMatchObject({ language: 'es', legacyId: 'WELCOME' });
    expect(page.headers.get('cache-control')).toBe('public, max-age=60');
    expect((await byLegacyId(portalRequest('/api/lp/gift/getByLegacyId?id=WELCOME'))).status).toBe(200);
    // Northwind's page is not Bean & Leaf's.
    const foreign = await byId(portalRequest(`/api/lp/gift/getById?id=${NORTHWIND_LANDING_PAGE_ID}`));
    expect(foreign.status).toBe(404);
    expect(apiErrorSchema.parse(await foreign.json()).message).toBe('landing.not.found');
    const northwind = await byId(
      portalRequest(`/api/lp/gift/getById?id=${NORTHWIND_LANDING_PAGE_ID}`, NORTHWIND),
    );
    expect(landingPageSchema.parse(await northwind.json()).countries.map((c) => c.code)).toEqual([
      'IL',
      'US',
    ]);
    expect((await byId(portalRequest('/api/lp/gift/getById?id=nope'))).status).toBe(400);
  });

  it('sends a code with the captcha fields beside the number, then claims the gift with a ticket', async () => {
    const captcha = await solveCaptcha(api);
    const sent = await register(
      portalPost(
        '/api/lp/gift/register',
        { landingPageId: DEMO_LANDING_PAGE_ID, phoneNumber: '(212) 640-1234', ...captcha },
        { 'x-forwarded-for': '198.51.100.72' },
      ),
    );
    expect(sent.status).toBe(200);
    const { phoneNumber } = landingCodeSentSchema.parse(await sent.json());
    expect(phoneNumber).toBe('+12126401234');
    const code = await readLatestCode(api, phoneNumber);
    const claimed = await confirm(
      portalPost('/api/lp/gift/confirm', {
        landingPageId: DEMO_LANDING_PAGE_ID,
        phoneNumber,
        code,
        consent: true,
      }),
    );
    expect(claimed.status).toBe(200);
    expect(landingClaimSchema.parse(await claimed.json())).toMatchObject({
      status: 'claimed',
      memberCreated: true,
      gift: { name: 'Free coffee' },
    });
  });

  it('refuses a visitor who gave no consent or no captcha', async () => {
    const noConsent = await confirm(
      portalPost('/api/lp/gift/confirm', {
        landingPageId: DEMO_LANDING_PAGE_ID,
        phoneNumber: '+12126401234',
        code: '123456',
      }),
    );
    expect(noConsent.status).toBe(400);
    const noCaptcha = await register(
      portalPost('/api/lp/gift/register', {
        landingPageId: DEMO_LANDING_PAGE_ID,
        phoneNumber: '(212) 640-9999',
      }),
    );
    expect(apiErrorSchema.parse(await noCaptcha.json()).message).toBe('captcha.invalid');
  });
});

describe('receipt codes and identifiers through the BFF', () => {
  it("credits a member's receipt once, and asks guests to sign in", async () => {
    const signed = await fetch(
      `${api.url}${pathOf(loyaltyApi.admin.receipts.sign, { businessId: DEMO_BUSINESS_ID })}`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${api.adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ transactionId: 'BFF-1', amount: 900 }),
      },
    );
    const { code } = receiptSignedSchema.parse(await signed.json());
    const cookie = await sessionCookie(demo);
    const first = await submitQrCode(
      portalPost('/api/submitQrCode', { identifier: code, type: 'receipt' }, { cookie }),
    );
    expect(receiptSubmitResultSchema.parse(await first.json())).toMatchObject({
      status: 'credited',
      amount: 900,
    });
    const again = await submitQrCode(portalPost('/api/submitQrCode', { identifier: code }, { cookie }));
    expect(receiptSubmitResultSchema.parse(await again.json()).status).toBe('already-credited');
    const guest = await submitQrCode(portalPost('/api/submitQrCode', { identifier: code }));
    expect(guest.status).toBe(401);
  });

  it("checks a member's contacts, with the spec's optional recaptchaData", async () => {
    const cookie = await sessionCookie(demo);
    const free = await validateIdentifiers(
      portalPost(
        '/api/protected/member/validateMemberIdentifiers',
        { phoneNumber: '(212) 640-5555', email: 'free.bff@example.com', recaptchaData: { token: 'x' } },
        { cookie },
      ),
    );
    expect(identifiersValidSchema.parse(await free.json())).toEqual({ valid: true });
    const bad = await validateIdentifiers(
      portalPost('/api/protected/member/validateMemberIdentifiers', { email: 'nope' }, { cookie }),
    );
    expect(bad.status).toBe(400);
  });
});
