import {
  adminLandingPageSchema,
  apiErrorSchema,
  landingClaimSchema,
  landingCodeSentSchema,
  loyaltyApi,
  pathOf,
} from '@loyalty/contract';
import { DEMO_BUSINESS_ID, gifts, landingClaims, outboundMessages } from '@loyalty/db';
import { testDatabaseKinds } from '@loyalty/db/testing';
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_IP_HEADER } from '@loyalty/contract';
import { asAdmin, asService } from '../../test-support';
import { createTestClock, readLatestCode, startTestApi, type TestApi } from '../../testing';
import type { CaptchaService } from '../captcha/captcha.service';

/**
 * An SMS-pumping run scripted against the API: 1,000 code requests for numbers in 20 ranges from 100 addresses,
 * then claims with retries and double submits. The limits hold (codes sent never exceed the page's ceiling; no
 * range gets more than its share), every refusal is a 429 with its key, and no number is given a gift twice.
 * The captcha is not what is tested here, so it lets everything through.
 */
const passingCaptcha: CaptchaService = {
  config: () => ({ provider: 'altcha' }),
  challenge: () => Promise.reject(new Error('not used')),
  verify: async () => undefined,
};

describe.each(testDatabaseKinds())('1,000 registrations against a landing page on %s', (kind) => {
  let api: TestApi;
  const clock = createTestClock();
  beforeAll(async () => {
    api = await startTestApi({ databaseKind: kind, clock, captcha: passingCaptcha });
  });
  afterAll(() => api.close());

  it('keeps every limit and gives no number two gifts', async () => {
    const created = await api.app.inject({
      method: 'POST',
      url: pathOf(loyaltyApi.admin.landing.create, { businessId: DEMO_BUSINESS_ID }),
      headers: asAdmin(api),
      payload: { texts: { en: { title: 'Pumped' } }, gift: { name: 'Muffin' }, maxCodesPerHour: 400 },
    });
    const page = adminLandingPageSchema.parse(created.json());
    const url = pathOf(loyaltyApi.landing.requestCode, { landingPageId: page.id });

    // 20 ranges (+1 646 3xx-…, the last four digits walked) of 50 numbers each; requests spread over 100 client addresses.
    const phoneOf = (i: number) =>
      `(646) 3${String(i % 20).padStart(2, '0')}-${String(2000 + Math.floor(i / 20)).padStart(4, '0')}`;
    const statuses = new Map<number, number>();
    const refusals = new Map<string, number>();
    const sent: string[] = [];
    for (let i = 0; i < 1000; i++) {
      const response = await api.app.inject({
        method: 'POST',
        url,
        headers: { ...asService(api, DEMO_BUSINESS_ID), [CLIENT_IP_HEADER]: `10.9.${i % 100}.7` },
        payload: { phoneNumber: phoneOf(i), captcha: { altcha: 'x' } },
      });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode === 202) sent.push(landingCodeSentSchema.parse(response.json()).phoneNumber);
      else {
        const key = apiErrorSchema.parse(response.json()).message;
        refusals.set(key, (refusals.get(key) ?? 0) + 1);
        expect(response.headers['retry-after']).toBeDefined();
      }
    }
    // Every range reached its 30 before the page reached 400: 20 × 30 = 600 allowed by range, 400 by the page.
    expect(statuses.get(202)).toBe(400);
    expect(statuses.get(429)).toBe(600);
    expect([...statuses.keys()].sort()).toEqual([202, 429]);
    expect(refusals.get('landing.busy')).toBeGreaterThan(0);
    const perRange = new Map<string, number>();
    for (const phone of sent) perRange.set(phone.slice(0, -4), (perRange.get(phone.slice(0, -4)) ?? 0) + 1);
    expect(Math.max(...perRange.values())).toBeLessThanOrEqual(30);
    // A text went out for each code sent, and for nothing refused.
    const [texts] = await api.db
      .select({ n: count() })
      .from(outboundMessages)
      .where(and(eq(outboundMessages.channel, 'sms'), like(outboundMessages.recipient, '+1646%')));
    expect(Number(texts?.n)).toBe(400);

    // 60 of them claim: each with a double submit and a retry; none gets a second gift.
    const claimUrl = pathOf(loyaltyApi.landing.claim, { landingPageId: page.id });
    const claim = (phoneNumber: string, code: string, n: number) =>
      api.app.inject({
        method: 'POST',
        url: claimUrl,
        headers: { ...asService(api, DEMO_BUSINESS_ID), [CLIENT_IP_HEADER]: `10.8.${n % 250}.${n % 7}` },
        payload: { phoneNumber, code, consent: true },
      });
    const claimers = sent.slice(0, 60);
    for (const [n, phone] of claimers.entries()) {
      const code = await readLatestCode(api, phone);
      const [a, b] = await Promise.all([claim(phone, code, n), claim(phone, code, n)]);
      const retry = await claim(phone, code, n);
      const ids = [a, b, retry].map((r) => landingClaimSchema.parse(r.json()).gift?.id);
      expect(new Set(ids).size, phone).toBe(1);
    }
    const [claims] = await api.db
      .select({ n: count() })
      .from(landingClaims)
      .where(eq(landingClaims.landingPageId, page.id));
    const [given] = await api.db
      .select({ n: count() })
      .from(gifts)
      .where(and(eq(gifts.source, 'landing-page'), eq(gifts.sourceId, page.id)));
    expect(Number(claims?.n)).toBe(60);
    expect(Number(given?.n)).toBe(60);
  }, 240_000);
});
