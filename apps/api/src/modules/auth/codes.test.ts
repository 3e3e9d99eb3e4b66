import {
  apiErrorSchema,
  requestCodeResultSchema,
  verifyCodeResultSchema,
  type CaptchaSolution,
} from '@loyalty/contract';
import {
  DEMO_BUSINESS_ID,
  DEMO_BUSINESS_NAME,
  DEMO_MEMBER_EMAIL,
  DEMO_MEMBER_PHONE,
  NORTHWIND_BUSINESS_ID,
  businessTranslations,
  generateShortId,
  members,
  oneTimeCodes,
  signInTickets,
  throttleCounters,
  usedCaptchas,
} from '@loyalty/db';
import { testDatabaseKinds } from '@loyalty/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asService, freshClientIp } from '../../test-support';
import { pruneSignInState } from './housekeeping';
import { createTestClock, readLatestCode, solveCaptcha, startTestApi, type TestApi } from '../../testing';

describe.each(testDatabaseKinds())('one-time codes on %s', (kind) => {
  let api: TestApi;
  const clock = createTestClock();
  beforeAll(async () => {
    api = await startTestApi({ databaseKind: kind, clock });
  });
  afterAll(() => api.close());

  interface CallOptions {
    ip?: Record<string, string>;
    businessId?: string;
    language?: string;
    captcha?: CaptchaSolution;
  }
  const requestCode = async (identifier: string, options: CallOptions = {}) =>
    api.app.inject({
      method: 'POST',
      url: '/v1/auth/codes',
      headers: { ...asService(api, options.businessId), ...(options.ip ?? freshClientIp()) },
      payload: {
        identifier,
        language: options.language,
        captcha: options.captcha ?? (await solveCaptcha(api)),
      },
    });
  const verify = (identifier: string, code: string, options: CallOptions = {}) =>
    api.app.inject({
      method: 'POST',
      url: '/v1/auth/codes/verify',
      headers: { ...asService(api, options.businessId), ...(options.ip ?? freshClientIp()) },
      payload: { identifier, code },
    });
  const error = (response: { json(): unknown }) => apiErrorSchema.parse(response.json());
  const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('answers a member and a stranger alike, and keeps only an HMAC of the code', async () => {
    const known = await requestCode('  Demo@Example.com ');
    const unknown = await requestCode('stranger@example.com');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    const knownBody = requestCodeResultSchema.parse(known.json());
    const unknownBody = requestCodeResultSchema.parse(unknown.json());
    expect(knownBody).toEqual({
      sent: true,
      channel: 'email',
      identifier: DEMO_MEMBER_EMAIL,
      resendAfterSeconds: 30,
      expiresInSeconds: 600,
    });
    expect({ ...unknownBody, identifier: DEMO_MEMBER_EMAIL }).toEqual(knownBody);
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());

    for (const recipient of [DEMO_MEMBER_EMAIL, 'stranger@example.com']) {
      const code = await readLatestCode(api, recipient);
      expect(code).toMatch(/^\d{6}$/);
      const rows = await api.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.identifier, recipient));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(rows)).not.toContain(code);
    }
  });

  it('signs a member in once per code, and normalises phone numbers with the business prefix', async () => {
    const sent = requestCodeResultSchema.parse((await requestCode('(555) 555-0100')).json());
    expect(sent).toMatchObject({ channel: 'sms', identifier: DEMO_MEMBER_PHONE });
    const code = await readLatestCode(api, DEMO_MEMBER_PHONE);
    const verified = await verify('555.555.0100', code);
    expect(verified.statusCode).toBe(200);
    const result = verifyCodeResultSchema.parse(verified.json());
    expect(result.status).toBe('authenticated');
    expect(result.ticket.length).toBeGreaterThanOrEqual(43);

    const again = await verify(DEMO_MEMBER_PHONE, code);
    expect(again.statusCode).toBe(400);
    expect(error(again)).toEqual({ code: 'VALIDATION_FAILED', message: 'auth.code.invalid' });
  });

  it('refuses identifiers that are neither an e-mail address nor a phone number', async () => {
    for (const response of [await requestCode('not an identifier'), await verify('12345', '123456')]) {
      expect(response.statusCode).toBe(400);
      expect(error(response).message).toBe('validation.identifier.not.in.right.format');
    }
  });

  it('counts wrong codes: attemptsLeft goes down, the fifth kills the code, even the right one then fails', async () => {
    const identifier = 'guesser@example.com';
    await requestCode(identifier);
    const code = await readLatestCode(api, identifier);
    const wrong = otherCode(code);
    const left: unknown[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await verify(identifier, wrong);
      expect(response.statusCode).toBe(400);
      expect(error(response).message).toBe('auth.code.invalid');
      left.push((response.json() as { attemptsLeft?: number }).attemptsLeft);
    }
    expect(left).toEqual([4, 3, 2, 1, 0]);
    for (const attempt of [code, wrong]) {
      const response = await verify(identifier, attempt);
      expect(response.statusCode).toBe(400);
      expect(error(response).message).toBe('auth.code.exhausted');
    }
    // Asking for a new code (after the resend gap) brings a fresh one with five tries.
    clock.advance(30);
    await requestCode(identifier);
    expect((await verify(identifier, await readLatestCode(api, identifier))).statusCode).toBe(200);
  });

  it('expires a code after ten minutes', async () => {
    const identifier = 'slow@example.com';
    await requestCode(identifier);
    const code = await readLatestCode(api, identifier);
    clock.advance(599);
    const stillGood = await requestCode('slow-twin@example.com');
    expect(stillGood.statusCode).toBe(202);
    const twin = await readLatestCode(api, 'slow-twin@example.com');
    clock.advance(2);
    const late = await verify(identifier, code);
    expect(late.statusCode).toBe(400);
    expect(error(late).message).toBe('auth.code.expired');
    expect((await verify('slow-twin@example.com', twin)).statusCode).toBe(200);
  });

  it('answers "no code" for an identifier that never asked for one', async () => {
    const response = await verify('never-asked@example.com', '123456');
    expect(response.statusCode).toBe(400);
    expect(error(response)).toEqual({ code: 'VALIDATION_FAILED', message: 'auth.code.invalid' });
  });

  it('replaces an earlier code with a new one', async () => {
    const identifier = 'twice@example.com';
    await requestCode(identifier);
    const first = await readLatestCode(api, identifier);
    clock.advance(30);
    await requestCode(identifier);
    const second = await readLatestCode(api, identifier);
    if (first !== second) {
      const old = await verify(identifier, first);
      expect(old.statusCode).toBe(400);
      expect(error(old).message).toBe('auth.code.invalid');
    }
    expect((await verify(identifier, second)).statusCode).toBe(200);
  });

  it('lets only one of two concurrent checks of a code succeed', async () => {
    const identifier = 'racer@example.com';
    await requestCode(identifier);
    const code = await readLatestCode(api, identifier);
    const responses = await Promise.all([verify(identifier, code), verify(identifier, code)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400]);
  });

  it('throttles per identifier: one code every 30 s and five an hour, with Retry-After', async () => {
    const identifier = 'eager@example.com';
    expect((await requestCode(identifier)).statusCode).toBe(202);
    clock.advance(10);
    const tooSoon = await requestCode(identifier);
    expect(tooSoon.statusCode).toBe(429);
    expect(error(tooSoon)).toEqual({ code: 'RATE_LIMITED', message: 'auth.code.throttled' });
    expect(Number(tooSoon.headers['retry-after'])).toBe(20);
    // The refused request used up nothing: four more fit in the hour.
    for (let i = 0; i < 4; i++) {
      clock.advance(30);
      expect((await requestCode(identifier)).statusCode).toBe(202);
    }
    clock.advance(30);
    const sixth = await requestCode(identifier);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBe(3600 - 10 - 5 * 30);
    // The same address in another business is another identifier.
    expect((await requestCode(identifier, { businessId: NORTHWIND_BUSINESS_ID })).statusCode).toBe(202);
  });

  it('throttles per client IP: 20 code requests and 30 checks in 10 minutes', async () => {
    const ip = freshClientIp();
    for (let i = 0; i < 20; i++) {
      expect((await requestCode(`crowd${i}@example.com`, { ip })).statusCode).toBe(202);
    }
    const refused = await requestCode('crowd20@example.com', { ip });
    expect(refused.statusCode).toBe(429);
    expect(error(refused).message).toBe('auth.code.throttled');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect((await requestCode('crowd20@example.com')).statusCode).toBe(202); // another IP

    const checker = freshClientIp();
    for (let i = 0; i < 30; i++) {
      expect((await verify('crowd0@example.com', '000000', { ip: checker })).statusCode).toBe(400);
    }
    const limited = await verify('crowd0@example.com', '000000', { ip: checker });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('needs a captcha, and each solution serves once', async () => {
    const missing = await requestCode('bot@example.com', { captcha: {} });
    expect(missing.statusCode).toBe(400);
    expect(error(missing)).toEqual({ code: 'VALIDATION_FAILED', message: 'captcha.invalid' });
    const captcha = await solveCaptcha(api);
    expect((await requestCode('bot@example.com', { captcha })).statusCode).toBe(202);
    clock.advance(30);
    const replay = await requestCode('bot@example.com', { captcha });
    expect(replay.statusCode).toBe(400);
    expect(error(replay).message).toBe('captcha.invalid');
  });

  it("writes the message in the member's language, else the requested one, else the business default", async () => {
    await api.db.insert(members).values({
      businessId: DEMO_BUSINESS_ID,
      email: 'layla@example.com',
      language: 'ar',
      shortId: generateShortId(),
      hasConsent: true,
    });
    // The member's own language wins over the page's.
    await requestCode('layla@example.com', { language: 'es' });
    const arabic = (await outbox('layla@example.com'))[0];
    expect(arabic?.subject).toBe(`رمز تسجيل الدخول إلى ${DEMO_BUSINESS_NAME}`);
    expect(arabic?.body).toContain('رمز تسجيل الدخول');
    expect(arabic?.body).toContain(await readLatestCode(api, 'layla@example.com'));

    await requestCode('visitor@example.com', { language: 'es' });
    expect((await outbox('visitor@example.com'))[0]?.body).toMatch(
      /^Tu código de acceso a Bean & Leaf Café es \d{6}\. Caduca en 10 minutos\./,
    );
    // Not offered by the business: its default language (en, which falls back to en_US).
    await requestCode('tourist@example.com', { language: 'fr' });
    expect((await outbox('tourist@example.com'))[0]?.body).toMatch(
      /^Your Bean & Leaf Café sign-in code is \d{6}\./,
    );
    // Northwind's default is Hebrew.
    await requestCode('kore@example.com', { businessId: NORTHWIND_BUSINESS_ID });
    expect((await outbox('kore@example.com'))[0]?.body).toContain('קוד הכניסה שלך ל-Northwind Books');

    // A business's own wording wins.
    await api.db.insert(businessTranslations).values({
      businessId: DEMO_BUSINESS_ID,
      locale: 'en_US',
      key: 'auth.code.message.body',
      value: '{{code}} is your code at {{businessName}}.',
    });
    await requestCode('regular@example.com');
    expect((await outbox('regular@example.com'))[0]?.body).toMatch(
      /^\d{6} is your code at Bean & Leaf Café\.$/,
    );
  });

  it('forgets codes, tickets, throttle windows and used captchas once they can no longer matter', async () => {
    const counts = async () =>
      Promise.all(
        [oneTimeCodes, signInTickets, throttleCounters, usedCaptchas].map(
          async (table) => (await api.db.select().from(table)).length,
        ),
      );
    expect((await counts()).every((count) => count > 0)).toBe(true);
    await pruneSignInState(api.db, clock);
    expect((await counts())[0]).toBeGreaterThan(0); // codes live a day past their expiry
    clock.advance(2 * 86_400);
    await pruneSignInState(api.db, clock);
    expect(await counts()).toEqual([0, 0, 0, 0]);
  });

  async function outbox(recipient: string) {
    const response = await api.app.inject({
      method: 'GET',
      url: `/dev/outbox?recipient=${encodeURIComponent(recipient)}`,
    });
    return response.json() as { subject: string | null; body: string }[];
  }
});

describe('per-IP limits set by the operator', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ config: { ipLimits: { codeRequests: 2, codeChecks: 3 } } });
  });
  afterAll(() => api.close());

  it('refuses the request past the configured number', async () => {
    const ip = freshClientIp();
    const ask = async (identifier: string) =>
      api.app.inject({
        method: 'POST',
        url: '/v1/auth/codes',
        headers: { ...asService(api), ...ip },
        payload: { identifier, captcha: await solveCaptcha(api) },
      });
    expect((await ask('one@example.com')).statusCode).toBe(202);
    expect((await ask('two@example.com')).statusCode).toBe(202);
    expect((await ask('three@example.com')).statusCode).toBe(429);

    const check = () =>
      api.app.inject({
        method: 'POST',
        url: '/v1/auth/codes/verify',
        headers: { ...asService(api), ...ip },
        payload: { identifier: 'one@example.com', code: '000000' },
      });
    for (let i = 0; i < 3; i++) expect((await check()).statusCode).toBe(400);
    expect((await check()).statusCode).toBe(429);
  });
});
