import { afterAll, describe, expect, it } from 'vitest';
import { encode } from 'next-auth/jwt';
import { createTestClock, readLatestCode, solveCaptcha, startTestApi } from '@loyalty/api/testing';
import {
  captchaConfigSchema,
  requestCodeResultSchema,
  sessionClaimsSchema,
  temporaryTokenSchema,
  verifyCodeResultSchema,
  type VerifyCodeResult,
} from '@loyalty/contract';
import {
  DEMO_BUSINESS_ID,
  DEMO_MEMBER_EMAIL,
  DEMO_MEMBER_FIRST_NAME,
  NORTHWIND_MEMBER_EMAIL,
  members,
} from '@loyalty/db';
import { eq } from 'drizzle-orm';
import type { JWT } from 'next-auth/jwt';
import { BFF_NEXTAUTH_SECRET, NORTHWIND, portalPost, portalRequest, pointPortalAt } from '@/test-utils/bff';

/**
 * Sign-in, registration and sessions through the BFF against the real loyalty API: the code flow the
 * sign-in page drives, the credentials providers next-auth calls, member routes and sign-out revocation.
 */
const clock = createTestClock();
const api = await startTestApi({ clock });
pointPortalAt(api);
afterAll(() => api.close());

const { POST: requestVerification } = await import('../pages/api/auth/requestVerification');
const { POST: requestOtpVerification } = await import('../pages/api/auth/requestOTPVerification');
const { POST: loginVerify } = await import('../pages/api/auth/loginVerify');
const { POST: registration } = await import('../pages/api/auth/registration');
const { POST: temporaryTokenStatus } = await import('../pages/api/auth/temporaryTokenStatus');
const { GET: captchaConfig } = await import('../pages/api/captcha/config');
const { GET: captchaChallenge } = await import('../pages/api/captcha/challenge');
const { GET: memberSession } = await import('../pages/api/protected/member/session');
const { POST: nextAuthPost } = await import('../app/api/auth/[...nextauth]/route');
const { customProvider, consentProvider, temporaryTokenProvider, getAuthOptions } =
  await import('@/server/auth/auth-options');

let ipCounter = 0;
/** Each code request from its own client address, so that per-IP throttles stay out of the way. */
const freshIp = () => ({ 'x-forwarded-for': `198.51.100.${++ipCounter}` });
const BEAN_LEAF = { host: 'localhost:3100' };

async function requestCode(identifier: string, headers: Record<string, string> = {}) {
  clock.advance(31);
  return requestVerification(
    portalPost(
      '/api/auth/requestVerification',
      { identifier, captcha: await solveCaptcha(api) },
      {
        ...freshIp(),
        ...headers,
      },
    ),
  );
}

/** What the sign-in page does up to the ticket: code request, the code from the dev outbox, verification. */
async function verifyByCode(
  identifier: string,
  headers: Record<string, string> = {},
): Promise<VerifyCodeResult> {
  const requested = await requestCode(identifier, headers);
  expect(requested.status).toBe(200);
  const sent = requestCodeResultSchema.parse(await requested.json());
  const code = await readLatestCode(api, sent.identifier);
  const verified = await loginVerify(
    portalPost('/api/auth/loginVerify', { identifier: sent.identifier, code }, { ...freshIp(), ...headers }),
  );
  expect(verified.status).toBe(200);
  return verifyCodeResultSchema.parse(await verified.json());
}

/** The provider's authorize as next-auth calls it, then the jwt callback: the session token's claims. */
async function sessionTokenFor(ticket: string, host = BEAN_LEAF.host): Promise<JWT> {
  const user = await customProvider.options.authorize!(
    { token: ticket } as never,
    { headers: { host } } as never,
  );
  const callbacks = getAuthOptions().callbacks!;
  return callbacks.jwt!({ token: {}, user: user!, account: null, trigger: 'signIn' });
}

const cookieFor = async (token: JWT) =>
  `next-auth.session-token=${await encode({ token, secret: BFF_NEXTAUTH_SECRET })}`;

describe('captcha routes', () => {
  it('GET /api/captcha/config names ALTCHA when the API has no reCAPTCHA keys', async () => {
    const response = await captchaConfig(portalRequest('/api/captcha/config'));
    expect(captchaConfigSchema.parse(await response.json())).toEqual({ provider: 'altcha' });
  });

  it('GET /api/captcha/challenge answers a fresh, uncached challenge each time', async () => {
    const first = await captchaChallenge(portalRequest('/api/captcha/challenge'));
    const second = await captchaChallenge(portalRequest('/api/captcha/challenge'));
    expect(first.headers.get('cache-control')).toBe('no-store');
    const [a, b] = (await Promise.all([first.json(), second.json()])) as { signature: string }[];
    expect(a!.signature).toMatch(/^[0-9a-f]+$/);
    expect(a!.signature).not.toBe(b!.signature);
  });
});

describe('code sign-in', () => {
  it('signs an existing member in: code, verification, the custom provider, a member route', async () => {
    const verified = await verifyByCode(DEMO_MEMBER_EMAIL);
    expect(verified.status).toBe('authenticated');
    const token = await sessionTokenFor(verified.ticket);
    expect(token).toMatchObject({
      sub: token.comoMemberId,
      email: DEMO_MEMBER_EMAIL,
      businessId: DEMO_BUSINESS_ID,
      firstName: DEMO_MEMBER_FIRST_NAME,
    });
    expect(token.authTime).toBeGreaterThan(0);

    const session = await getAuthOptions().callbacks!.session!({
      session: { expires: '2100-01-01T00:00:00.000Z' },
      token,
    } as never);
    expect(Object.keys(session.user ?? {}).sort()).toEqual([
      'businessId',
      'comoMemberId',
      'email',
      'firstName',
      'lastName',
    ]);

    const response = await memberSession(
      portalRequest('/api/protected/member/session', { cookie: await cookieFor(token) }),
    );
    expect(response.status).toBe(200);
    expect(sessionClaimsSchema.parse(await response.json())).toMatchObject({
      comoMemberId: token.comoMemberId,
      email: DEMO_MEMBER_EMAIL,
    });
  });

  it('refuses a ticket twice: the provider throws the API message key', async () => {
    const verified = await verifyByCode(DEMO_MEMBER_EMAIL);
    await sessionTokenFor(verified.ticket);
    await expect(sessionTokenFor(verified.ticket)).rejects.toThrow('auth.ticket.invalid');
  });

  it("refuses another business's ticket", async () => {
    const verified = await verifyByCode(DEMO_MEMBER_EMAIL);
    await expect(sessionTokenFor(verified.ticket, NORTHWIND.host)).rejects.toThrow('auth.ticket.invalid');
  });

  it('passes a wrong code through as auth.code.invalid', async () => {
    const requested = await requestCode(DEMO_MEMBER_EMAIL);
    const { identifier } = requestCodeResultSchema.parse(await requested.json());
    const real = await readLatestCode(api, identifier);
    const wrong = real === '000000' ? '111111' : '000000';
    const response = await loginVerify(
      portalPost('/api/auth/loginVerify', { identifier, code: wrong }, freshIp()),
    );
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(await response.json()).toMatchObject({ message: 'auth.code.invalid' });
  });

  it('validates the code format in the BFF (400 with the field)', async () => {
    const response = await loginVerify(
      portalPost('/api/auth/loginVerify', { identifier: DEMO_MEMBER_EMAIL, code: '12' }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      issues: [{ path: 'body.code', message: 'auth.code.format' }],
    });
  });

  it('refuses a code request without a valid captcha, and a resend within the throttle', async () => {
    const noCaptcha = await requestVerification(
      portalPost('/api/auth/requestVerification', { identifier: DEMO_MEMBER_EMAIL, captcha: {} }, freshIp()),
    );
    expect(noCaptcha.status).toBeGreaterThanOrEqual(400);
    expect(await noCaptcha.json()).toMatchObject({ message: 'captcha.invalid' });

    expect((await requestCode('resend-check@example.com')).status).toBe(200);
    const resend = await requestOtpVerification(
      portalPost(
        '/api/auth/requestOTPVerification',
        { identifier: 'resend-check@example.com', captcha: await solveCaptcha(api) },
        freshIp(),
      ),
    );
    expect(resend.status).toBe(429);
    expect(await resend.json()).toMatchObject({ message: 'auth.code.throttled' });
  });

  it('refuses a cross-site code request (403) before calling the API', async () => {
    const response = await requestVerification(
      portalPost(
        '/api/auth/requestVerification',
        { identifier: DEMO_MEMBER_EMAIL, captcha: {} },
        {
          origin: 'https://evil.example',
        },
      ),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ code: 'FORBIDDEN', message: 'auth.cross.site.request' });
  });

  it("refuses a cross-site POST to next-auth's routes too", async () => {
    const response = await nextAuthPost(
      portalPost('/api/auth/callback/custom', {}, { origin: 'https://evil.example' }),
      { params: Promise.resolve({ nextauth: ['callback', 'custom'] }) },
    );
    expect(response.status).toBe(403);
  });
});

describe('registration', () => {
  it('registers a new identifier and signs the new member in', async () => {
    const verified = await verifyByCode('new.member@example.com');
    expect(verified).toMatchObject({ status: 'registration-required', channel: 'email' });
    if (verified.status !== 'registration-required') return;
    expect(verified.fields).toEqual(expect.arrayContaining(['firstName', 'lastName']));
    const registered = await registration(
      portalPost('/api/auth/registration', {
        ticket: verified.ticket,
        firstName: 'Nora',
        lastName: 'New',
        language: 'en',
        consent: true,
      }),
    );
    expect(registered.status).toBe(200);
    const { ticket } = (await registered.json()) as { ticket: string };
    expect(await sessionTokenFor(ticket)).toMatchObject({
      email: 'new.member@example.com',
      firstName: 'Nora',
      lastName: 'New',
    });
  });

  it('answers register.unique.identifier.exists.email for an e-mail another member has', async () => {
    const verified = await verifyByCode('+1 555 555 0199');
    if (verified.status !== 'registration-required') throw new Error(verified.status);
    const registered = await registration(
      portalPost('/api/auth/registration', {
        ticket: verified.ticket,
        firstName: 'Pat',
        lastName: 'Phone',
        email: DEMO_MEMBER_EMAIL,
        consent: true,
      }),
    );
    expect(registered.status).toBe(409);
    expect(await registered.json()).toMatchObject({ message: 'register.unique.identifier.exists.email' });
  });

  it('requires consent (400, validated in the BFF)', async () => {
    const response = await registration(
      portalPost('/api/auth/registration', { ticket: 'x'.repeat(20), consent: false }),
    );
    expect(response.status).toBe(400);
  });
});

describe('consent and temporary-token providers', () => {
  it('signs a member without consent in through the consent provider', async () => {
    await api.db
      .update(members)
      .set({ hasConsent: false })
      .where(eq(members.email, 'new.member@example.com'));
    const verified = await verifyByCode('new.member@example.com');
    if (verified.status !== 'consent-required') throw new Error(verified.status);
    const credentials = {
      comoMemberId: verified.comoMemberId,
      businessId: DEMO_BUSINESS_ID,
      ticket: verified.ticket,
      extraFields: JSON.stringify({ consent: true }),
    };
    await expect(
      consentProvider.options.authorize!(
        { ...credentials, businessId: 'northwind' } as never,
        {
          headers: BEAN_LEAF,
        } as never,
      ),
    ).rejects.toThrow('auth.unauthorized');
    const user = await consentProvider.options.authorize!(
      credentials as never,
      { headers: BEAN_LEAF } as never,
    );
    expect(user).toMatchObject({ comoMemberId: verified.comoMemberId, email: 'new.member@example.com' });
  });

  it('exchanges a temporary token (admin-issued) once', async () => {
    const issued = await fetch(
      `${api.url}/admin/v1/businesses/${DEMO_BUSINESS_ID}/members/${encodeURIComponent(DEMO_MEMBER_EMAIL)}/temporary-token`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${api.adminToken}`, 'content-type': 'application/json' },
        body: '{}',
      },
    );
    const { token } = temporaryTokenSchema.parse(await issued.json());
    const authorize = () =>
      temporaryTokenProvider.options.authorize!(
        { temporaryToken: token } as never,
        { headers: BEAN_LEAF } as never,
      );
    expect(await authorize()).toMatchObject({ email: DEMO_MEMBER_EMAIL });
    await expect(authorize()).rejects.toThrow('auth.ticket.invalid');
  });
});

describe('sign-in link of a member without consent', () => {
  const issueToken = async (ref: string) => {
    const issued = await fetch(
      `${api.url}/admin/v1/businesses/${DEMO_BUSINESS_ID}/members/${encodeURIComponent(ref)}/temporary-token`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${api.adminToken}`, 'content-type': 'application/json' },
        body: '{}',
      },
    );
    return temporaryTokenSchema.parse(await issued.json()).token;
  };
  const status = (ticket: string, headers: Record<string, string> = {}) =>
    temporaryTokenStatus(portalPost('/api/auth/temporaryTokenStatus', { ticket }, headers));

  it('answers consent-required, names the member to the holder only, and signs in with consent', async () => {
    await api.db
      .update(members)
      .set({ hasConsent: false })
      .where(eq(members.email, 'new.member@example.com'));
    const token = await issueToken('new.member@example.com');
    const [member] = await api.db.select().from(members).where(eq(members.email, 'new.member@example.com'));

    await expect(
      temporaryTokenProvider.options.authorize!(
        { temporaryToken: token } as never,
        { headers: BEAN_LEAF } as never,
      ),
    ).rejects.toThrow('auth.consent.required');

    const unknown = await status('y'.repeat(43));
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual({ code: 'UNAUTHORIZED', message: 'auth.ticket.invalid' });
    expect((await status(token, NORTHWIND)).status).toBe(401);
    expect((await status(token, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await status('short')).status).toBe(400);
    const known = await status(token);
    expect(known.status).toBe(200);
    expect(await known.json()).toEqual({ comoMemberId: member!.id, consentRequired: true });

    const user = await consentProvider.options.authorize!(
      {
        comoMemberId: member!.id,
        businessId: DEMO_BUSINESS_ID,
        ticket: token,
        extraFields: JSON.stringify({ consent: true }),
      } as never,
      { headers: { ...BEAN_LEAF, 'user-agent': 'Mozilla/5.0 (iPhone) Mobile Safari/604.1' } } as never,
    );
    expect(user).toMatchObject({ comoMemberId: member!.id, email: 'new.member@example.com' });
    // Used up: the same link neither signs in nor tells whose it was.
    expect((await status(token)).status).toBe(401);
    await expect(
      temporaryTokenProvider.options.authorize!(
        { temporaryToken: token } as never,
        { headers: BEAN_LEAF } as never,
      ),
    ).rejects.toThrow('auth.ticket.invalid');
  });
});

describe('member routes and sign-out', () => {
  it('answers 401 without a session cookie', async () => {
    const response = await memberSession(portalRequest('/api/protected/member/session'));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 'UNAUTHORIZED', message: 'auth.unauthorized' });
  });

  it("answers 401 for another business's session", async () => {
    const verified = await verifyByCode(NORTHWIND_MEMBER_EMAIL, NORTHWIND);
    if (verified.status !== 'authenticated') throw new Error(verified.status);
    const cookie = await cookieFor(await sessionTokenFor(verified.ticket, NORTHWIND.host));
    const onNorthwind = await memberSession(
      portalRequest('/api/protected/member/session', { ...NORTHWIND, cookie }),
    );
    expect(onNorthwind.status).toBe(200);
    const onBeanLeaf = await memberSession(portalRequest('/api/protected/member/session', { cookie }));
    expect(onBeanLeaf.status).toBe(401);
  });

  it('answers 401 for a forged session (claims the API never issued)', async () => {
    const forged = await cookieFor({
      comoMemberId: '6f1c2a4e-0000-4000-8000-000000000000',
      businessId: DEMO_BUSINESS_ID,
      email: null,
      firstName: null,
      lastName: null,
      authTime: Date.now(),
    });
    const response = await memberSession(portalRequest('/api/protected/member/session', { cookie: forged }));
    expect(response.status).toBe(401);
  });

  it('refuses a copied cookie after sign-out, and accepts the next sign-in', async () => {
    clock.advance(3600); // past the hourly code allowance the earlier tests used up for this address
    const first = await verifyByCode(DEMO_MEMBER_EMAIL);
    if (first.status !== 'authenticated') throw new Error(first.status);
    const token = await sessionTokenFor(first.ticket);
    const copied = await cookieFor(token);
    expect(
      (await memberSession(portalRequest('/api/protected/member/session', { cookie: copied }))).status,
    ).toBe(200);

    clock.advance(1);
    await getAuthOptions().events!.signOut!({ token, session: null as never });
    const after = await memberSession(portalRequest('/api/protected/member/session', { cookie: copied }));
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ message: 'auth.session.revoked' });

    const again = await verifyByCode(DEMO_MEMBER_EMAIL);
    if (again.status !== 'authenticated') throw new Error(again.status);
    const fresh = await cookieFor(await sessionTokenFor(again.ticket));
    expect(
      (await memberSession(portalRequest('/api/protected/member/session', { cookie: fresh }))).status,
    ).toBe(200);
  });
});
